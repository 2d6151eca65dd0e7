import { done, envelope, pageResult } from '@stringer/shared/schemas/common';
import {
  workBody,
  workCreated,
  workDetail,
  workSummary,
  worksDeleteQuery,
  worksIdQuery,
  worksPageQuery,
  workUpdateBody,
} from '@stringer/shared/schemas/works';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CREATOR, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { WorksService } from './works.service';

export const worksRoutes: FastifyPluginAsyncZod<{ works: WorksService }> = async (app, { works }) => {
  app.post(
    '/web/works',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['works'],
        summary: 'Publish a work',
        body: workBody,
        response: { 200: envelope(workCreated) },
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
        response: { 200: envelope(workDetail) },
      },
    },
    async (req) => ok(await works.update(sessionOf(req), req.body)),
  );
  app.get(
    '/web/works/page',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['works'],
        summary: 'My works',
        querystring: worksPageQuery,
        response: { 200: envelope(pageResult(workSummary)) },
      },
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
        response: { 200: envelope(workDetail) },
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
        response: { 200: done },
      },
    },
    async (req) => {
      await works.remove(sessionOf(req), req.query.worksId);
      return ok(null);
    },
  );
};
