import { done, envelope } from '@stringer/shared/schemas/common';
import {
  payoutMoveBody,
  rewardDueQuery,
  rewardMoveBody,
  rewardPage,
  rewardPageQuery,
} from '@stringer/shared/schemas/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { binary } from '../../platform/openapi';
import type { RewardsService } from './rewards.service';

/** Rewards and payouts: admins only (product-decisions "Roles"). */
export const rewardsRoutes: FastifyPluginAsyncZod<{ rewards: RewardsService }> = async (app, { rewards }) => {
  const config = { access: ['admin' as const] };
  const tags = ['rewards'];
  app.get(
    '/manager/reward/page',
    {
      config,
      schema: {
        tags,
        summary: 'Rewards of passed works that answer an activity or task, oldest decision first',
        querystring: rewardPageQuery,
        response: { 200: envelope(rewardPage) },
      },
    },
    async (req) => ok(await rewards.page(req.query)),
  );
  app.put(
    '/manager/reward/status',
    {
      config,
      schema: {
        tags,
        summary: 'Move rewards (Submitted to Issued), one or a batch, all or nothing',
        body: rewardMoveBody,
        response: { 200: done },
      },
    },
    async (req) => ok(await rewards.issue(sessionOf(req), req.body).then(() => null)),
  );
  app.put(
    '/manager/reward/payout',
    {
      config,
      schema: {
        tags,
        summary: 'Move payouts of issued rewards (Unpaid to Paid), one or a batch, all or nothing',
        body: payoutMoveBody,
        response: { 200: done },
      },
    },
    async (req) => ok(await rewards.pay(sessionOf(req), req.body).then(() => null)),
  );
  app.get(
    '/manager/reward/due.csv',
    {
      config,
      schema: {
        tags,
        summary:
          'What is due per creator (issued, unpaid), with payout details whole (audited), as a CSV, UTF-8 with BOM',
        querystring: rewardDueQuery,
        response: { 200: binary('The CSV file', 'text/csv') },
      },
    },
    async (req, reply) => {
      const { filename, body } = await rewards.dueCsv(sessionOf(req), req.query.language);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
