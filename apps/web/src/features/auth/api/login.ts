import type { LoginBody, LoginResult } from '@stringer/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';

export const login = (body: LoginBody) => http.post<LoginResult>('/web/account/email/login', body);

/** Signs in and keeps the session in this tab; the screen shows what went wrong itself. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { handlesErrors: true },
    onSuccess: (result) => useSession.getState().signIn(result),
  });
}
