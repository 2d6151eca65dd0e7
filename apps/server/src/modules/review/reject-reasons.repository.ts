import { asc, eq, sql } from 'drizzle-orm';
import { type RejectReasonRow, rejectReasons } from '../../db/schema';
import type { Db } from '../../platform/db/database';

type Fields = Pick<RejectReasonRow, 'text' | 'textZh' | 'position' | 'active'>;

export const rejectReasonsRepository = {
  /** In the admins' order; the active ones only unless `all`. */
  list: (db: Db, all: boolean) =>
    db
      .select()
      .from(rejectReasons)
      .where(all ? undefined : eq(rejectReasons.active, true))
      .orderBy(asc(rejectReasons.position), asc(rejectReasons.id)),

  find: async (db: Db, id: number) => (await db.select().from(rejectReasons).where(eq(rejectReasons.id, id)))[0],

  create: async (db: Db, fields: Fields) => {
    const [row] = await db.insert(rejectReasons).values(fields).returning();
    return row as RejectReasonRow;
  },

  update: async (db: Db, id: number, fields: Fields) =>
    (
      await db
        .update(rejectReasons)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(rejectReasons.id, id))
        .returning()
    )[0],

  remove: async (db: Db, id: number) => (await db.delete(rejectReasons).where(eq(rejectReasons.id, id)).returning())[0],
};
