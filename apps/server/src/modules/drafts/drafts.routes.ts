import { done, envelope } from '@stringer/shared/schemas/common';
import { draftBody, draftResult } from '@stringer/shared/schemas/works';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CREATOR, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { DraftsService } from './drafts.service';

/** One draft per creator: the Publish Work form as it was left. POST and PUT both save it; DELETE discards it. */
export const draftsRoutes: FastifyPluginAsyncZod<{ drafts: DraftsService }> = async (app, { drafts }) => {
  app.get(
    '/web/draft',
    {
      config: { access: CREATOR },
      schema: { tags: ['works'], summary: 'My draft, or null', response: { 200: envelope(draftResult) } },
    },
    async (req) => ok(await drafts.find(sessionOf(req))),
  );
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/web/draft',
      config: { access: CREATOR },
      schema: { tags: ['works'], summary: 'Save my draft', body: draftBody, response: { 200: done } },
      handler: async (req) => {
        await drafts.save(sessionOf(req), req.body);
        return ok(null);
      },
    });
  }
  app.delete(
    '/web/draft',
    { config: { access: CREATOR }, schema: { tags: ['works'], summary: 'Discard my draft', response: { 200: done } } },
    async (req) => {
      await drafts.remove(sessionOf(req));
      return ok(null);
    },
  );
};
