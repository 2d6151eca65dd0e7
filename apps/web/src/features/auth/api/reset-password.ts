import type { ResetPasswordBody } from '@stringer/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const resetPassword = (body: ResetPasswordBody) => http.post('/web/custom/password/reset', body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { handlesErrors: true } });
}
