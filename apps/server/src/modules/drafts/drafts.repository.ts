import { eq, sql } from 'drizzle-orm';
import { drafts } from '../../db/schema';
import type { Db } from '../../platform/db/database';

export const draftsRepository = {
  find: async (db: Db, ownerId: number) => (await db.select().from(drafts).where(eq(drafts.ownerId, ownerId)))[0],

  save: async (db: Db, ownerId: number, data: Record<string, unknown>) => {
    await db
      .insert(drafts)
      .values({ ownerId, data })
      .onConflictDoUpdate({ target: drafts.ownerId, set: { data, updatedAt: sql`now()` } });
  },

  remove: async (db: Db, ownerId: number) => {
    await db.delete(drafts).where(eq(drafts.ownerId, ownerId));
  },
};
