import { asc, eq, sql } from 'drizzle-orm';
import { type CannedReplyRow, cannedReplies } from '../../db/schema';
import type { Db } from '../../platform/db/database';

type Fields = Pick<CannedReplyRow, 'language' | 'shortcut' | 'text'>;

export const cannedRepliesRepository = {
  /** Both languages, each by shortcut: a short list the composer filters as one types. */
  list: (db: Db) => db.select().from(cannedReplies).orderBy(asc(cannedReplies.language), asc(cannedReplies.shortcut)),

  find: async (db: Db, id: number) => (await db.select().from(cannedReplies).where(eq(cannedReplies.id, id)))[0],

  /** Undefined when the shortcut is taken in that language. */
  create: async (db: Db, fields: Fields, createdBy: number) =>
    (
      await db
        .insert(cannedReplies)
        .values({ ...fields, createdBy })
        .onConflictDoNothing()
        .returning()
    )[0],

  update: async (db: Db, id: number, fields: Fields) =>
    (
      await db
        .update(cannedReplies)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(cannedReplies.id, id))
        .returning()
    )[0],

  remove: async (db: Db, id: number) => (await db.delete(cannedReplies).where(eq(cannedReplies.id, id)).returning())[0],
};
