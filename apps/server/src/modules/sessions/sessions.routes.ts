import { loginBody, loginResult } from '@stringer/shared/schemas/account';
import { done, envelope } from '@stringer/shared/schemas/common';
import { secondStepBody, signInResponses } from '@stringer/shared/schemas/factors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { signInAnswer } from './lib/sign-in-answer';
import type { SessionsService } from './sessions.service';

// Neither call has a per-address request limit: the service counts wrong tries only, per account
// and address and per address (platform/login-failures.ts), so an office behind one NAT is never held back
// by its own sign-ins (docs/decisions/0074).

export const sessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (app, { sessions }) => {
  app.post(
    '/web/account/email/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sessions'],
        summary: 'Sign in with email and password (202 with a challenge: an account with a second factor)',
        body: loginBody,
        response: signInResponses,
      },
    },
    async (req, reply) =>
      signInAnswer(reply, await sessions.login(req.body, { ip: req.ip, userAgent: req.headers['user-agent'] })),
  );

  app.post(
    '/web/account/login/second-step',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sessions'],
        summary: "Complete a sign-in's second step: an authenticator code, a recovery code or a passkey",
        body: secondStepBody,
        response: { 200: envelope(loginResult) },
      },
    },
    async (req) =>
      ok(await sessions.completeSecondStep(req.body, { ip: req.ip, userAgent: req.headers['user-agent'] })),
  );

  app.get(
    '/web/account/logout',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['sessions'], summary: 'Sign out this session', response: { 200: done } },
    },
    async (req) => {
      await sessions.logout(sessionOf(req));
      return ok(null);
    },
  );
};
