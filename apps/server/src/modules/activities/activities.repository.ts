import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { type ActivityRow, activities } from '../../db/schema';
import type { Db } from '../../platform/db/database';

/** Effective: listed, and now within start..deadline (product-decisions). */
const effective = and(
  eq(activities.listing, 'listed'),
  lte(activities.startsAt, sql`now()`),
  gt(activities.endsAt, sql`now()`),
);

export const activitiesRepository = {
  effective: (db: Db) => db.select().from(activities).where(effective).orderBy(asc(activities.endsAt)),
  findEffective: async (db: Db, id: number): Promise<ActivityRow | undefined> =>
    (
      await db
        .select()
        .from(activities)
        .where(and(eq(activities.id, id), effective))
    )[0],
  find: async (db: Db, id: number): Promise<ActivityRow | undefined> =>
    (await db.select().from(activities).where(eq(activities.id, id)))[0],
};
