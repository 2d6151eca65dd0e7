import { type AnyColumn, and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { type ActivityRow, activities } from '../../db/schema';
import type { Db } from '../../platform/db/database';

interface Window {
  listing: AnyColumn;
  startsAt: AnyColumn;
  endsAt: AnyColumn;
}

/** Effective: listed, and now within start..deadline (product-decisions); activities and tasks alike. */
export const isEffective = (t: Window) =>
  and(eq(t.listing, 'listed'), lte(t.startsAt, sql`now()`), gt(t.endsAt, sql`now()`));

const effective = isEffective(activities);

export const activitiesRepository = {
  effective: (db: Db) => db.select().from(activities).where(effective).orderBy(asc(activities.endsAt)),
  findEffective: async (db: Db, id: number): Promise<ActivityRow | undefined> =>
    (
      await db
        .select()
        .from(activities)
        .where(and(eq(activities.id, id), effective))
    )[0],
  findListed: async (db: Db, id: number): Promise<ActivityRow | undefined> =>
    (
      await db
        .select()
        .from(activities)
        .where(and(eq(activities.id, id), eq(activities.listing, 'listed')))
    )[0],
};
