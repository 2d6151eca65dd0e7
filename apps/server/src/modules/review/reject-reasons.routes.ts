import { envelope } from '@stringer/shared/schemas/common';
import { queryId } from '@stringer/shared/schemas/fields';
import {
  rejectReason,
  rejectReasonBody,
  rejectReasonListQuery,
  rejectReasonUpdateBody,
} from '@stringer/shared/schemas/review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { RejectReasonsService } from './reject-reasons.service';

const tags = ['review'];

/** The reasons reviewers pick from when rejecting: reviewers read them, admins keep them. */
export const rejectReasonsRoutes: FastifyPluginAsyncZod<{ reasons: RejectReasonsService }> = async (
  app,
  { reasons },
) => {
  app.get(
    '/manager/reject-reason/list',
    {
      config: { access: ['reviewer'] },
      schema: {
        tags,
        summary: 'The reject reasons in order: the active ones, or all with `all=true`',
        querystring: rejectReasonListQuery,
        response: { 200: envelope(z.array(rejectReason)) },
      },
    },
    async (req) => ok(await reasons.list(req.query.all ?? false)),
  );
  app.post(
    '/manager/reject-reason',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a reject reason',
        body: rejectReasonBody,
        response: { 200: envelope(rejectReason) },
      },
    },
    async (req) => ok(await reasons.create(sessionOf(req), req.body)),
  );
  app.put(
    '/manager/reject-reason',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change a reject reason: texts, order, active or not',
        body: rejectReasonUpdateBody,
        response: { 200: envelope(rejectReason) },
      },
    },
    async (req) => ok(await reasons.update(sessionOf(req), req.body)),
  );
  app.delete(
    '/manager/reject-reason/delete',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Remove a reject reason (works rejected with it keep its text)',
        querystring: z.object({ id: queryId('errors.rejectReasonNotExist') }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => ok(await reasons.remove(sessionOf(req), req.query.id).then(() => null)),
  );
};
