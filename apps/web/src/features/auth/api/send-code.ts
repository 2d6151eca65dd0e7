import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type CodePurpose = 'register' | 'reset';

const paths = {
  register: '/web/custom/mail/code',
  reset: '/web/verification-code/mail',
} as const satisfies Record<CodePurpose, string>;

export const sendCode = (purpose: CodePurpose, mail: string) => http.post(paths[purpose], { mail });

/** Spec 8: the mail-code calls return their error to the caller, which shows it at the field. */
export function useSendCode(purpose: CodePurpose) {
  return useMutation({ mutationFn: (mail: string) => sendCode(purpose, mail), meta: { handlesErrors: true } });
}
