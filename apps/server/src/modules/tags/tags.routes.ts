import { envelope, tag } from '@stringer/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors';
import type { TagsService } from './tags.service';

export const tagsRoutes: FastifyPluginAsyncZod<{ tags: TagsService }> = async (app, { tags }) => {
  app.get(
    '/web/tag/works/select/list',
    {
      config: { access: 'public' },
      schema: { tags: ['tags'], summary: 'Content tags a work may carry', response: { 200: envelope(z.array(tag)) } },
    },
    async () => ok(await tags.list('works')),
  );
  app.get(
    '/api/tag/personal/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tags'],
        summary: 'Tags a creator may put on their profile',
        response: { 200: envelope(z.array(tag)) },
      },
    },
    async () => ok(await tags.list('personal')),
  );
};
