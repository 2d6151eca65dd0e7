import { envelope, pageQuery, pageResult } from '@stringer/shared/schemas/common';
import { pathId } from '@stringer/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { AppError, ok } from '../../platform/errors';
import { artwork } from './artwork/artwork';
import { contentRepository as repo } from './content.repository';

interface Options {
  db: Db;
  /** App store links from the configuration; the download page hides those that are unset. */
  appLinks: { ios: string | null; android: string | null };
}

const banner = z.object({
  id: z.number(),
  title: z.string(),
  titleZh: z.string(),
  imagePath: z.string(),
  linkUrl: z.string().nullable(),
});
const articleSummary = z.object({
  id: z.number(),
  title: z.string(),
  titleZh: z.string(),
  summary: z.string(),
  summaryZh: z.string(),
  coverPath: z.string().nullable(),
  publishedAt: z.string(),
});
const article = articleSummary.extend({ body: z.string(), bodyZh: z.string() });
const agreement = z.object({
  type: z.string(),
  title: z.string(),
  titleZh: z.string(),
  content: z.string(),
  contentZh: z.string(),
  updatedAt: z.string(),
});
const iso = <T extends { publishedAt?: Date; updatedAt?: Date }>(row: T) => ({
  ...row,
  ...(row.publishedAt ? { publishedAt: row.publishedAt.toISOString() } : {}),
  ...(row.updatedAt ? { updatedAt: row.updatedAt.toISOString() } : {}),
});

/** Banners, College articles, agreements and the app download links: what staff publish. */
export const contentRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, appLinks }) => {
  app.get(
    '/web/banner/list',
    {
      schema: { tags: ['content'], summary: 'Listed banners, in order', response: { 200: envelope(z.array(banner)) } },
    },
    async () => ok(await repo.banners(db)),
  );
  app.get(
    '/web/college/article/list',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['content'],
        summary: 'College articles, newest first',
        querystring: pageQuery,
        response: { 200: envelope(pageResult(articleSummary)) },
      },
    },
    async (req) => {
      const { rows, total } = await repo.articles(db, req.query);
      return ok({ list: rows.map(iso), total, pageNum: req.query.pageNum, pageSize: req.query.pageSize });
    },
  );
  app.get(
    '/web/college/article/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['content'],
        summary: 'A College article (rich text: the client sanitizes it)',
        params: z.object({ id: pathId('errors.articleNotExist') }),
        response: { 200: envelope(article) },
      },
    },
    async (req) => {
      const row = await repo.article(db, req.params.id);
      if (!row) throw new AppError('articleNotExist');
      return ok(iso(row));
    },
  );
  app.get(
    '/web/agreement/content',
    {
      schema: {
        tags: ['content'],
        summary: 'An agreement: privacy, service or transfer (copyright transfer)',
        querystring: z.object({
          agreementType: z.enum(['privacy', 'service', 'transfer'], { error: 'errors.agreementNotExist' }),
        }),
        response: { 200: envelope(agreement) },
      },
    },
    async (req) => {
      const row = await repo.agreement(db, req.query.agreementType);
      if (!row) throw new AppError('agreementNotExist');
      return ok(iso(row));
    },
  );
  app.get(
    '/web/app/download',
    {
      schema: {
        tags: ['content'],
        summary: 'The app download links (null: not offered)',
        response: { 200: envelope(z.object({ ios: z.string().nullable(), android: z.string().nullable() })) },
      },
    },
    async () => ok(appLinks),
  );
  // The demo content's pictures, drawn at first request (artwork/): not part of the API.
  app.get(
    '/web/seed/covers/:name',
    { schema: { hide: true, params: z.object({ name: z.string().regex(/^[a-z0-9-]+\.jpg$/) }) } },
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
