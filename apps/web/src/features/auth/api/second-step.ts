import type { SecondStepBody } from '@stringer/shared/schemas/factors';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';

export const completeSecondStep = (body: SecondStepBody) => http.post('/web/account/login/second-step', body);

/** The sign-in's second call: a session once a factor answered the challenge. */
export function useSecondStep() {
  return useMutation({
    mutationFn: completeSecondStep,
    meta: { handlesErrors: true },
    onSuccess: (result) => useSession.getState().signIn(result),
  });
}
