import { envelope } from '@stringer/shared/schemas/common';
import { earningsPage, earningsPageQuery, earningsSummary } from '@stringer/shared/schemas/earnings';
import {
  creatorPayoutDetails,
  myPayoutDetails,
  payoutDetailsBody,
  payoutDetailsQuery,
  payoutSettings,
} from '@stringer/shared/schemas/payout-details';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN, CREATOR, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { LOGIN_FAILURES } from '../../platform/login-failures';
import { limit } from '../../platform/rate-limit';
import type { EarningsService } from './earnings.service';
import type { PayoutDetailsService } from './payout-details.service';

interface Services {
  earnings: EarningsService;
  payoutDetails: PayoutDetailsService;
  /** The install's currency (CURRENCY). */
  currency: string;
}

/** A creator's earnings and payout details; the admins' reading of them (docs/decisions/0058). */
export const earningsRoutes: FastifyPluginAsyncZod<Services> = async (app, { earnings, payoutDetails, currency }) => {
  const creator = { access: CREATOR };
  const tags = ['earnings'];
  // Tries at the password, per account, counted with the second factors' (as many as signing in allows).
  const passwordTries = limit(app, {
    group: 'factor-password',
    ...LOGIN_FAILURES,
    key: (req) => String(req.auth?.accountId),
  });

  app.get(
    '/web/earnings/summary',
    {
      config: creator,
      schema: {
        tags,
        summary: 'My earnings: earned, issued, paid and waiting, per month and per activity or task',
        response: { 200: envelope(earningsSummary) },
      },
    },
    async (req) => ok(await earnings.summary(sessionOf(req))),
  );
  app.get(
    '/web/earnings/page',
    {
      config: creator,
      schema: {
        tags,
        summary: 'My earnings per work, newest decision first',
        querystring: earningsPageQuery,
        response: { 200: envelope(earningsPage) },
      },
    },
    async (req) => ok(await earnings.page(sessionOf(req), req.query)),
  );
  app.get(
    '/web/payout-details',
    {
      config: creator,
      schema: { tags, summary: 'How I am paid, masked', response: { 200: envelope(myPayoutDetails) } },
    },
    async (req) => ok(await payoutDetails.mine(sessionOf(req))),
  );
  app.put(
    '/web/payout-details',
    {
      config: creator,
      preHandler: [passwordTries],
      schema: {
        tags,
        summary: 'Change how I am paid (password or authenticator code again; mailed to me)',
        body: payoutDetailsBody,
        response: { 200: envelope(myPayoutDetails) },
      },
    },
    async (req) => ok(await payoutDetails.change(sessionOf(req), req.body)),
  );
  app.get(
    '/manager/payout/settings',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['rewards'],
        summary: "The install's currency, which every amount is in (CURRENCY)",
        response: { 200: envelope(payoutSettings) },
      },
    },
    async () => ok({ currency }),
  );
  app.get(
    '/manager/payout/details',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['rewards'],
        summary: "A creator's payout details, whole (each reading audited)",
        querystring: payoutDetailsQuery,
        response: { 200: envelope(creatorPayoutDetails) },
      },
    },
    async (req) => ok(await payoutDetails.forAdmin(sessionOf(req), req.query.creatorId)),
  );
};
