import { SECOND_STEP_CODE, type SecondStepRequired } from '@stringer/shared/schemas/factors';
import type { FastifyReply } from 'fastify';
import { ok } from '../../../platform/errors';
import { translate } from '../../../platform/i18n';
import type { SignInAnswer } from '../sessions.service';

/**
 * A sign-in's answer: the session (200), or its own code and message key when a second factor
 * must complete it (202, with the challenge), so a client that knows only the spec's call still
 * reads a code and a message it can show.
 */
export function signInAnswer(reply: FastifyReply, answer: SignInAnswer) {
  if (!('challenge' in answer)) return ok(answer);
  reply.code(SECOND_STEP_CODE);
  const body: SecondStepRequired = {
    code: SECOND_STEP_CODE,
    msg: translate('en', 'factors.secondStepRequired'),
    msgKey: 'factors.secondStepRequired',
    data: answer,
  };
  return body;
}
