import { done, envelope } from '@stringer/shared/schemas/common';
import {
  factorAdded,
  myFactors,
  passkeyAddBody,
  passkeyOptionsResult,
  passkeyRemoveBody,
  passwordProof,
  recoveryCodesResult,
  totpConfirmBody,
  totpSetup,
} from '@stringer/shared/schemas/factors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type AuthSession, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { LOGIN_FAILURES } from '../../platform/login-failures';
import { limit } from '../../platform/rate-limit';
import type { FactorsService } from './factors.service';

/**
 * One's own second factors, for creators and staff alike: outside `/manager`, so that a staff
 * member the policy holds back can still enrol (decision 0052).
 */
export const factorsRoutes: FastifyPluginAsyncZod<{ factors: FactorsService }> = async (app, { factors }) => {
  const config = { access: 'signedIn' as const };
  const tags = ['factors'];
  // Tries at the password, per account: as many as signing in allows.
  const passwordTries = limit(app, {
    group: 'factor-password',
    ...LOGIN_FAILURES,
    key: (req) => String(req.auth?.accountId),
  });

  /** A change to one's factors: a body, one service call, its answer (`done` when it has none). */
  function change<B extends z.ZodType, R extends z.ZodType>(
    url: string,
    summary: string,
    body: B,
    answer: R | null,
    run: (auth: AuthSession, body: z.infer<B>) => Promise<z.infer<R> | undefined>,
    { asksPassword = true } = {},
  ) {
    app.post(
      url,
      {
        config,
        preHandler: asksPassword ? [passwordTries] : [],
        // One helper for several answers: the response is checked at run time all the same.
        schema: { tags, summary, body, response: { 200: (answer ? envelope(answer) : done) as z.ZodType } },
      },
      async (req) => ok((await run(sessionOf(req), req.body as z.infer<B>)) ?? null),
    );
  }

  app.get(
    '/web/account/factors',
    { config, schema: { tags, summary: 'My second factors', response: { 200: envelope(myFactors) } } },
    async (req) => ok(await factors.mine(sessionOf(req))),
  );

  change(
    '/web/account/factors/totp',
    'Start setting up an authenticator app: a new secret and its QR code (password again)',
    passwordProof,
    totpSetup,
    factors.startTotp,
  );
  change(
    '/web/account/factors/totp/confirm',
    'Confirm the authenticator app with its first code (the first factor brings recovery codes)',
    totpConfirmBody,
    factorAdded,
    factors.confirmTotp,
  );
  change(
    '/web/account/factors/totp/remove',
    'Remove the authenticator app (password again)',
    passwordProof,
    null,
    factors.removeTotp,
  );
  change(
    '/web/account/factors/passkeys/options',
    "Start adding a passkey: the browser's WebAuthn options (password again)",
    passwordProof,
    passkeyOptionsResult,
    factors.passkeyOptions,
  );
  change(
    '/web/account/factors/passkeys',
    'Add the passkey the browser made, with its name',
    passkeyAddBody,
    factorAdded,
    factors.addPasskey,
    { asksPassword: false },
  );
  change(
    '/web/account/factors/passkeys/remove',
    'Remove a passkey (password again)',
    passkeyRemoveBody,
    null,
    factors.removePasskey,
  );
  change(
    '/web/account/factors/recovery-codes',
    'New recovery codes, shown once; the old ones stop working (password again)',
    passwordProof,
    recoveryCodesResult,
    factors.renewRecoveryCodes,
  );
};
