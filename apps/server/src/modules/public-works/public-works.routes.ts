import { envelope } from '@stringer/shared/schemas/common';
import {
  publicWorkDetail,
  publicWorkQuery,
  publicWorksPage,
  publicWorksQuery,
} from '@stringer/shared/schemas/public-works';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/errors';
import type { PublicWorksService } from './public-works.service';

/** /public/videos and each public work's page: anyone may watch what staff made public. */
export const publicWorksRoutes: FastifyPluginAsyncZod<{ publicWorks: PublicWorksService }> = async (
  app,
  { publicWorks },
) => {
  app.get(
    '/web/works/public/page',
    {
      config: { access: 'public' },
      schema: {
        tags: ['works'],
        summary: 'Works staff made public, newest first, playable; searched (Chinese included) and filtered',
        querystring: publicWorksQuery,
        response: { 200: envelope(publicWorksPage) },
      },
    },
    async (req) => ok(await publicWorks.page(req.query)),
  );
  app.get(
    '/web/works/public/detail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['works'],
        summary:
          "A public work's page: player, place, date, creator, tags, share address, licence form token; null if not public",
        querystring: publicWorkQuery,
        response: { 200: envelope(publicWorkDetail.nullable()) },
      },
    },
    async (req) => ok(await publicWorks.detail(req.query.id)),
  );
};
