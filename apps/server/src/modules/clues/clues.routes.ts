import { clueBody, clueIdQuery, cluePageQuery, clueUpdateBody } from '@stringer/shared/schemas/clues';
import { envelope } from '@stringer/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CREATOR, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { CluesService } from './clues.service';

// The shape is the presenter's; the schema documents it and keeps private columns out.
const anyClue = z.record(z.string(), z.unknown());
const page = z.object({ list: z.array(anyClue), total: z.number(), pageNum: z.number(), pageSize: z.number() });

export const cluesRoutes: FastifyPluginAsyncZod<{ clues: CluesService }> = async (app, { clues }) => {
  app.post(
    '/web/clue',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['clues'],
        summary: 'Submit a clue',
        body: clueBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (req) => ok(await clues.submit(sessionOf(req), req.body)),
  );
  app.put(
    '/web/clue',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['clues'],
        summary: 'Edit a Pending or Send Back clue',
        body: clueUpdateBody,
        response: { 200: envelope(anyClue) },
      },
    },
    async (req) => ok(await clues.update(sessionOf(req), req.body)),
  );
  app.get(
    '/web/clue/page',
    {
      config: { access: CREATOR },
      schema: { tags: ['clues'], summary: 'My clues', querystring: cluePageQuery, response: { 200: envelope(page) } },
    },
    async (req) => ok(await clues.page(sessionOf(req), req.query)),
  );
  app.get(
    '/web/clue/detail',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['clues'],
        summary: 'A clue of mine',
        querystring: clueIdQuery,
        response: { 200: envelope(anyClue) },
      },
    },
    async (req) => ok(await clues.detail(sessionOf(req), req.query.id)),
  );
};
