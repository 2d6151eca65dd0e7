import {
  clue,
  clueBody,
  clueCreated,
  clueIdQuery,
  cluePageQuery,
  clueUpdateBody,
} from '@stringer/shared/schemas/clues';
import { envelope, pageResult } from '@stringer/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CREATOR, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { CluesService } from './clues.service';

export const cluesRoutes: FastifyPluginAsyncZod<{ clues: CluesService }> = async (app, { clues }) => {
  app.post(
    '/web/clue',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['clues'],
        summary: 'Submit a clue',
        body: clueBody,
        response: { 200: envelope(clueCreated) },
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
        response: { 200: envelope(clue) },
      },
    },
    async (req) => ok(await clues.update(sessionOf(req), req.body)),
  );
  app.get(
    '/web/clue/page',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['clues'],
        summary: 'My clues',
        querystring: cluePageQuery,
        response: { 200: envelope(pageResult(clue)) },
      },
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
        response: { 200: envelope(clue) },
      },
    },
    async (req) => ok(await clues.detail(sessionOf(req), req.query.id)),
  );
};
