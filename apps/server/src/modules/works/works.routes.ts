import { envelope, pageQuery } from '@stringer/shared/schemas/common';
import {
  workBody,
  worksDeleteQuery,
  worksIdQuery,
  worksPageQuery,
  workUpdateBody,
} from '@stringer/shared/schemas/works';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CREATOR, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { WorksService } from './works.service';

// The shapes are the presenters'; the schemas document them and keep private columns out.
const anyWork = z.record(z.string(), z.unknown());
const page = z.object({ list: z.array(anyWork), total: z.number(), pageNum: z.number(), pageSize: z.number() });

export const worksRoutes: FastifyPluginAsyncZod<{ works: WorksService }> = async (app, { works }) => {
  app.post(
    '/web/works',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['works'],
        summary: 'Publish a work',
        body: workBody,
        response: { 200: envelope(z.object({ worksId: z.number() })) },
      },
    },
    async (req) => ok(await works.publish(sessionOf(req), req.body)),
  );
  app.put(
    '/web/works',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['works'],
        summary: 'Edit a Pending or Send Back work',
        body: workUpdateBody,
        response: { 200: envelope(anyWork) },
      },
    },
    async (req) => ok(await works.update(sessionOf(req), req.body)),
  );
  app.get(
    '/web/works/page',
    {
      config: { access: CREATOR },
      schema: { tags: ['works'], summary: 'My works', querystring: worksPageQuery, response: { 200: envelope(page) } },
    },
    async (req) => ok(await works.page(sessionOf(req), req.query)),
  );
  app.get(
    '/web/works/detail',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['works'],
        summary: 'A work of mine',
        querystring: worksIdQuery,
        response: { 200: envelope(anyWork) },
      },
    },
    async (req) => ok(await works.detail(sessionOf(req), req.query.id)),
  );
  app.put(
    '/web/works/delete',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['works'],
        summary: 'Delete a work (query worksId, sent form-encoded)',
        querystring: worksDeleteQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await works.remove(sessionOf(req), req.query.worksId);
      return ok(null);
    },
  );
};

/** /public/videos' call: anyone may watch what staff made public. */
export const publicWorksRoutes: FastifyPluginAsyncZod<{ works: WorksService }> = async (app, { works }) => {
  app.get(
    '/web/works/public/page',
    {
      config: { access: 'public' },
      schema: {
        tags: ['works'],
        summary: 'Works staff made public, newest first, playable',
        querystring: pageQuery,
        response: { 200: envelope(page) },
      },
    },
    async (req) => ok(await works.publicPage(req.query)),
  );
};
