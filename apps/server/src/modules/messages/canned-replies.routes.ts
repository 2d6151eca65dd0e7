import {
  cannedReply,
  cannedReplyBody,
  cannedReplyIdQuery,
  cannedReplyUpdateBody,
} from '@stringer/shared/schemas/canned-replies';
import { done, envelope } from '@stringer/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUPPORT, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { CannedRepliesService } from './canned-replies.service';

/** The support team's canned replies: support members and admins use and keep them (decision 0059). */
export const cannedRepliesRoutes: FastifyPluginAsyncZod<{ replies: CannedRepliesService }> = async (
  app,
  { replies },
) => {
  const tags = ['support'];
  const config = { access: SUPPORT };

  app.get(
    '/manager/canned-reply/list',
    {
      config,
      schema: {
        tags,
        summary: 'Every canned reply, by language and shortcut',
        response: { 200: envelope(z.array(cannedReply)) },
      },
    },
    async () => ok(await replies.list()),
  );
  app.post(
    '/manager/canned-reply',
    {
      config,
      schema: { tags, summary: 'Add a canned reply', body: cannedReplyBody, response: { 200: envelope(cannedReply) } },
    },
    async (req) => ok(await replies.create(sessionOf(req), req.body)),
  );
  app.put(
    '/manager/canned-reply',
    {
      config,
      schema: {
        tags,
        summary: "Change a canned reply's language, shortcut or text",
        body: cannedReplyUpdateBody,
        response: { 200: envelope(cannedReply) },
      },
    },
    async (req) => ok(await replies.update(sessionOf(req), req.body)),
  );
  app.delete(
    '/manager/canned-reply/delete',
    {
      config,
      schema: { tags, summary: 'Remove a canned reply', querystring: cannedReplyIdQuery, response: { 200: done } },
    },
    async (req) => ok(await replies.remove(sessionOf(req), req.query.id).then(() => null)),
  );
};
