import type { LoginBody } from '@stringer/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ApiError, http } from '../../../lib/http';
import { useSession } from '../../../lib/session';

export const login = (body: LoginBody) => http.post('/web/account/email/login', body);

/** Signs in and keeps the session in this tab; the screen shows what went wrong itself. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { handlesErrors: true },
    onSuccess: (result) => useSession.getState().signIn(result),
  });
}

/** A refused sign-in in words; a locked one says when to try again, in the reader's time. */
export function loginFailure(error: ApiError, t: TFunction) {
  if (!error.retryAt) return t(error.msgKey);
  const time = new Date(error.retryAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return t(error.msgKey, { time });
}
