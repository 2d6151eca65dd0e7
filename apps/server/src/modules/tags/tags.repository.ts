import { and, asc, eq, inArray } from 'drizzle-orm';
import { tags } from '../../db/schema';
import type { Db } from '../../platform/db/database';

export type TagKind = 'works' | 'personal';

export const tagsRepository = {
  list: (db: Db, kind: TagKind) => db.select().from(tags).where(eq(tags.kind, kind)).orderBy(asc(tags.position)),
  /** How many of `ids` are tags of `kind`. */
  countOf: async (db: Db, kind: TagKind, ids: number[]) =>
    ids.length
      ? (
          await db
            .select({ id: tags.id })
            .from(tags)
            .where(and(eq(tags.kind, kind), inArray(tags.id, ids)))
        ).length
      : 0,
};
