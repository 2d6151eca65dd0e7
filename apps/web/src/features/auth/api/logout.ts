import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';

export const logout = () => http.get('/web/account/logout');

/**
 * Signs this tab out. The local session ends even when the call fails (the user asked to leave);
 * the failure is still reported, as "Logout failed".
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { handlesErrors: true },
    onSettled: () => {
      useSession.getState().clear();
      queryClient.clear();
    },
  });
}
