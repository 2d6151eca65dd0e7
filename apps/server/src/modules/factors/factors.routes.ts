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
import { sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { limit } from '../../platform/rate-limit';
import { LOGIN_FAILURES } from '../sessions/login-failures';
import type { FactorsService } from './factors.service';

/**
 * One's own second factors, for creators and staff alike: outside `/manager`, so that a staff
 * member the policy holds back can still enrol (decision 0052).
 */
export const factorsRoutes: FastifyPluginAsyncZod<{ factors: FactorsService }> = async (app, { factors }) => {
  const config = { access: 'signedIn' as const };
  const tags = ['factors'];
  // Tries at the password, per account: as many as signing in allows.
  const preHandler = [
    limit(app, { group: 'factor-password', ...LOGIN_FAILURES, key: (req) => String(req.auth?.accountId) }),
  ];

  app.get(
    '/web/account/factors',
    { config, schema: { tags, summary: 'My second factors', response: { 200: envelope(myFactors) } } },
    async (req) => ok(await factors.mine(sessionOf(req))),
  );

  app.post(
    '/web/account/factors/totp',
    {
      config,
      preHandler,
      schema: {
        tags,
        summary: 'Start setting up an authenticator app: a new secret and its QR code (password again)',
        body: passwordProof,
        response: { 200: envelope(totpSetup) },
      },
    },
    async (req) => ok(await factors.startTotp(sessionOf(req), req.body)),
  );

  app.post(
    '/web/account/factors/totp/confirm',
    {
      config,
      preHandler,
      schema: {
        tags,
        summary: 'Confirm the authenticator app with its first code (the first factor brings recovery codes)',
        body: totpConfirmBody,
        response: { 200: envelope(factorAdded) },
      },
    },
    async (req) => ok(await factors.confirmTotp(sessionOf(req), req.body)),
  );

  app.post(
    '/web/account/factors/totp/remove',
    {
      config,
      preHandler,
      schema: {
        tags,
        summary: 'Remove the authenticator app (password again)',
        body: passwordProof,
        response: { 200: done },
      },
    },
    async (req) => {
      await factors.removeTotp(sessionOf(req), req.body);
      return ok(null);
    },
  );

  app.post(
    '/web/account/factors/passkeys/options',
    {
      config,
      preHandler,
      schema: {
        tags,
        summary: "Start adding a passkey: the browser's WebAuthn options (password again)",
        body: passwordProof,
        response: { 200: envelope(passkeyOptionsResult) },
      },
    },
    async (req) => ok(await factors.passkeyOptions(sessionOf(req), req.body)),
  );

  app.post(
    '/web/account/factors/passkeys',
    {
      config,
      schema: {
        tags,
        summary: 'Add the passkey the browser made, with its name',
        body: passkeyAddBody,
        response: { 200: envelope(factorAdded) },
      },
    },
    async (req) => ok(await factors.addPasskey(sessionOf(req), req.body)),
  );

  app.post(
    '/web/account/factors/passkeys/remove',
    {
      config,
      preHandler,
      schema: { tags, summary: 'Remove a passkey (password again)', body: passkeyRemoveBody, response: { 200: done } },
    },
    async (req) => {
      await factors.removePasskey(sessionOf(req), req.body);
      return ok(null);
    },
  );

  app.post(
    '/web/account/factors/recovery-codes',
    {
      config,
      preHandler,
      schema: {
        tags,
        summary: 'New recovery codes, shown once; the old ones stop working (password again)',
        body: passwordProof,
        response: { 200: envelope(recoveryCodesResult) },
      },
    },
    async (req) => ok(await factors.renewRecoveryCodes(sessionOf(req), req.body)),
  );
};
