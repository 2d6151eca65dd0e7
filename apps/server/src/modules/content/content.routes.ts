import { envelope, pageQuery, pageResult } from '@stringer/shared/schemas/common';
import {
  type AppLinks,
  agreement,
  agreementQuery,
  appLinks as appLinksSchema,
  article,
  articleIdParams,
  articleSummary,
  banner,
} from '@stringer/shared/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CREATOR } from '../../platform/auth';
import { AppError, ok } from '../../platform/errors';
import { binary } from '../../platform/openapi';
import type { AgreementsService } from './agreements.service';
import type { ContentService } from './content.service';
import { artwork } from './lib/artwork/artwork';

interface Options {
  content: ContentService;
  agreements: Pick<AgreementsService, 'served'>;
  /** App store links from the configuration; the download page hides those that are unset. */
  appLinks: AppLinks;
}

/** Banners, College articles, agreements and the app download links: what staff publish. */
export const contentRoutes: FastifyPluginAsyncZod<Options> = async (app, { content, agreements, appLinks }) => {
  app.get(
    '/web/banner/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Banners shown now (listed, within their window), in order',
        response: { 200: envelope(z.array(banner)) },
      },
    },
    async () => ok(await content.banners()),
  );
  app.get(
    '/web/college/article/list',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['content'],
        summary: 'College articles, newest first',
        querystring: pageQuery,
        response: { 200: envelope(pageResult(articleSummary)) },
      },
    },
    async (req) => ok(await content.articles(req.query)),
  );
  app.get(
    '/web/college/article/:id',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['content'],
        summary: 'A College article (rich text, sanitized by the server; the client sanitizes it too)',
        params: articleIdParams,
        response: { 200: envelope(article) },
      },
    },
    async (req) => ok(await content.article(req.params.id)),
  );
  app.get(
    '/web/agreement/content',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: "An agreement's current version: privacy, service or transfer (copyright transfer)",
        querystring: agreementQuery,
        response: { 200: envelope(agreement) },
      },
    },
    async (req) => ok(await agreements.served(req.query.agreementType)),
  );
  app.get(
    '/web/app/download',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The app download links (null: not offered)',
        response: { 200: envelope(appLinksSchema) },
      },
    },
    async () => ok(appLinks),
  );
  // The demo content's pictures, drawn at first request (artwork/): not part of the API.
  app.get(
    '/web/seed/covers/:name',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: z.object({ name: z.string().regex(/^[a-z0-9-]+\.jpg$/) }),
        response: { 200: binary('A demo picture', 'image/jpeg') },
      },
    },
    async (req, reply) => {
      const jpeg = artwork(req.params.name.slice(0, -'.jpg'.length));
      if (!jpeg) throw new AppError('fileNotExist');
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .send(await jpeg);
    },
  );
};
