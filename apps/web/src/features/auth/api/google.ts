import type { GoogleLoginBody } from '@stringer/shared/schemas/google';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';

// Its own, not beside the signed-in account's key: /login loads this file and not that one.
const googleKeys = { config: () => ['google-config'] as const };

export function useGoogleConfig() {
  return useQuery({
    queryKey: googleKeys.config(),
    queryFn: () => http.get('/api/account/google/config'),
    staleTime: Number.POSITIVE_INFINITY,
    // Without an answer the page shows Google as a label, as when it is not configured.
    meta: { handlesErrors: true },
  });
}

/** Signs in with Google's ID token; the screen shows what went wrong itself. */
export function useGoogleLogin() {
  return useMutation({
    mutationFn: (body: GoogleLoginBody) => http.post('/api/account/google/login', body),
    meta: { handlesErrors: true },
    onSuccess: (result) => useSession.getState().signIn(result),
  });
}
