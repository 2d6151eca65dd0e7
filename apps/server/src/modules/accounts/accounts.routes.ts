import {
  createCustomBody,
  customIdParams,
  customInfo,
  mailCodeBody,
  publicCustomInfo,
  resetPasswordBody,
} from '@stringer/shared/schemas/account';
import { done, envelope } from '@stringer/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { bodyAddress, limit } from '../../platform/rate-limit';
import type { AccountsService } from './accounts.service';

const HOUR = 3_600_000;

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  const codeLimits = [
    limit(app, { group: 'code-ip', max: 20, windowMs: HOUR }),
    limit(app, { group: 'code-mail', max: 10, windowMs: HOUR, key: bodyAddress('mail') }),
  ];

  app.post(
    '/web/custom/mail/code',
    {
      config: { access: 'public' },
      preHandler: codeLimits,
      schema: { tags: ['accounts'], summary: 'Mail a sign-up code', body: mailCodeBody, response: { 200: done } },
    },
    async (req) => {
      await accounts.sendSignUpCode(req.body.mail);
      return ok(null);
    },
  );

  app.post(
    '/web/verification-code/mail',
    {
      config: { access: 'public' },
      preHandler: codeLimits,
      schema: {
        tags: ['accounts'],
        summary: 'Mail a code to retrieve the password of an account',
        body: mailCodeBody,
        response: { 200: done },
      },
    },
    async (req) => {
      await accounts.sendResetCode(req.body.mail);
      return ok(null);
    },
  );

  app.post(
    '/web/custom/create',
    {
      config: { access: 'public' },
      preHandler: [limit(app, { group: 'create-ip', max: 20, windowMs: HOUR })],
      schema: {
        tags: ['accounts'],
        summary: 'Sign up',
        body: createCustomBody,
        response: { 200: envelope(customInfo) },
      },
    },
    async (req) => ok(await accounts.create(req.body)),
  );

  app.post(
    '/web/custom/password/reset',
    {
      config: { access: 'public' },
      preHandler: [limit(app, { group: 'reset-ip', max: 20, windowMs: HOUR })],
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a mailed code; signs the account out everywhere',
        body: resetPasswordBody,
        response: { 200: done },
      },
    },
    async (req) => {
      await accounts.resetPassword(req.body);
      return ok(null);
    },
  );

  app.get(
    '/web/custom/info',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['accounts'], summary: 'The signed-in account', response: { 200: envelope(customInfo) } },
    },
    async (req) => ok(await accounts.info(sessionOf(req))),
  );

  app.get(
    '/web/custom/:id/info',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: "A creator's public profile",
        params: customIdParams,
        response: { 200: envelope(publicCustomInfo) },
      },
    },
    async (req) => ok(await accounts.publicInfo(req.params.id)),
  );
};
