import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';

/** The signed-in account's key: the live bridge and the staff profile read it again after a change. */
export const authKeys = {
  currentUser: () => ['current-user'] as const,
};

export const getCurrentUser = () => http.get('/web/custom/info');

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: authKeys.currentUser(), queryFn: getCurrentUser });

/**
 * The signed-in account, fetched again whenever the shell mounts: the copy kept in the tab may be
 * stale, and a session that ended elsewhere (password reset, expiry) is noticed at once.
 */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const setUser = useSession((s) => s.setUser);
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data, setUser]);
  return query;
}
