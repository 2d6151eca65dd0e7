import { done, envelope, pageResult } from '@stringer/shared/schemas/common';
import { agreementQuery } from '@stringer/shared/schemas/content';
import {
  agreementInput,
  agreementPublished,
  agreementVersion,
  agreementVersionQuery,
  agreementVersionSummary,
  articleInput,
  articleListingBody,
  articleSaved,
  articleUpdate,
  managerArticle,
  managerArticlePageQuery,
  managerArticleQuery,
  managerArticleSummary,
} from '@stringer/shared/schemas/content-manager';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { AgreementsService } from './agreements.service';
import type { ArticlesManagerService } from './articles-manager.service';

/** The console's College articles and agreements: admins only. */
export const contentManagerRoutes: FastifyPluginAsyncZod<{
  articles: ArticlesManagerService;
  agreements: AgreementsService;
}> = async (app, { articles, agreements }) => {
  const config = { access: ADMIN };
  const tags = ['content manager'];

  app.get(
    '/manager/article/page',
    {
      config,
      schema: {
        tags,
        summary: 'College articles, listed and delisted, newest first',
        querystring: managerArticlePageQuery,
        response: { 200: envelope(pageResult(managerArticleSummary)) },
      },
    },
    async (req) => ok(await articles.page(req.query)),
  );
  app.get(
    '/manager/article/detail',
    {
      config,
      schema: {
        tags,
        summary: 'A College article to edit, listed or not',
        querystring: managerArticleQuery,
        response: { 200: envelope(managerArticle) },
      },
    },
    async (req) => ok(await articles.detail(req.query.id)),
  );
  app.post(
    '/manager/article/create',
    {
      config,
      schema: {
        tags,
        summary: 'Write a College article (listed at once); the HTML is sanitized before it is stored',
        body: articleInput,
        response: { 200: envelope(articleSaved) },
      },
    },
    async (req) => ok(await articles.create(sessionOf(req), req.body)),
  );
  app.put(
    '/manager/article/update',
    {
      config,
      schema: {
        tags,
        summary: "Change a College article's texts; the HTML is sanitized before it is stored",
        body: articleUpdate,
        response: { 200: envelope(articleSaved) },
      },
    },
    async (req) => ok(await articles.update(sessionOf(req), req.body)),
  );
  app.put(
    '/manager/article/listing',
    {
      config,
      schema: {
        tags,
        summary: 'List or delist a College article (delisted: creators no longer see it)',
        body: articleListingBody,
        response: { 200: done },
      },
    },
    async (req) => {
      await articles.setListing(sessionOf(req), req.body);
      return ok(null);
    },
  );

  app.get(
    '/manager/agreement/list',
    {
      config,
      schema: {
        tags,
        summary: "Each agreement's current version",
        response: { 200: envelope(z.array(agreementVersion)) },
      },
    },
    async () => ok(await agreements.currentVersions()),
  );
  app.get(
    '/manager/agreement/history',
    {
      config,
      schema: {
        tags,
        summary: "An agreement's versions, newest first",
        querystring: agreementQuery,
        response: { 200: envelope(z.array(agreementVersionSummary)) },
      },
    },
    async (req) => ok(await agreements.history(req.query.agreementType)),
  );
  app.get(
    '/manager/agreement/version',
    {
      config,
      schema: {
        tags,
        summary: 'One version of an agreement, in full',
        querystring: agreementVersionQuery,
        response: { 200: envelope(agreementVersion) },
      },
    },
    async (req) => ok(await agreements.version(req.query)),
  );
  app.post(
    '/manager/agreement/publish',
    {
      config,
      schema: {
        tags,
        summary: 'Save an agreement as its next version, served from now on; the HTML is sanitized',
        body: agreementInput,
        response: { 200: envelope(agreementPublished) },
      },
    },
    async (req) => ok(await agreements.publish(sessionOf(req), req.body)),
  );
};
