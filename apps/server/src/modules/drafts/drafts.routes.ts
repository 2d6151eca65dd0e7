import { envelope } from '@stringer/shared/schemas/common';
import { draftBody, draftResult } from '@stringer/shared/schemas/works';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { AppError, ok } from '../../platform/errors';
import { draftsRepository as repo } from './drafts.repository';

const MAX_DRAFT_BYTES = 64 * 1024;

/** One draft per creator: the Publish Work form as it was left. POST and PUT both save it; DELETE discards it. */
export const draftsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/web/draft',
    { schema: { tags: ['works'], summary: 'My draft, or null', response: { 200: envelope(draftResult) } } },
    async (req) => {
      const row = await repo.find(db, sessionOf(req).accountId);
      return ok(row ? { ...(row.data as Record<string, unknown>), updatedAt: row.updatedAt.toISOString() } : null);
    },
  );
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/web/draft',
      schema: { tags: ['works'], summary: 'Save my draft', body: draftBody, response: { 200: envelope(z.null()) } },
      handler: async (req) => {
        if (JSON.stringify(req.body).length > MAX_DRAFT_BYTES) throw new AppError('draftTooLarge');
        await repo.save(db, sessionOf(req).accountId, req.body);
        return ok(null);
      },
    });
  }
  app.delete(
    '/web/draft',
    { schema: { tags: ['works'], summary: 'Discard my draft', response: { 200: envelope(z.null()) } } },
    async (req) => {
      await repo.remove(db, sessionOf(req).accountId);
      return ok(null);
    },
  );
};
