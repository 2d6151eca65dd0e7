import { envelope, tag } from '@stringer/shared/schemas/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tags } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/errors';

export const tagsRepository = {
  list: (db: Db, kind: 'works' | 'personal') =>
    db
      .select({ id: tags.id, name: tags.name, nameZh: tags.nameZh })
      .from(tags)
      .where(eq(tags.kind, kind))
      .orderBy(asc(tags.position)),
  /** How many of `ids` are tags of `kind`. */
  countOf: async (db: Db, kind: 'works' | 'personal', ids: number[]) =>
    ids.length
      ? (
          await db
            .select({ id: tags.id })
            .from(tags)
            .where(and(eq(tags.kind, kind), inArray(tags.id, ids)))
        ).length
      : 0,
};

export const tagsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/web/tag/works/select/list',
    {
      config: { access: 'public' },
      schema: { tags: ['tags'], summary: 'Content tags a work may carry', response: { 200: envelope(z.array(tag)) } },
    },
    async () => ok(await tagsRepository.list(db, 'works')),
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
    async () => ok(await tagsRepository.list(db, 'personal')),
  );
};
