import { desc, eq, sql } from 'drizzle-orm';
import { type ActivityRow, activities } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { type PageRequest, paged } from '../../platform/db/paging';
import { isEffective } from './activities.repository';

export type NewActivity = typeof activities.$inferInsert;
type Listing = ActivityRow['listing'];

/**
 * What the console shows beside each row: whether creators see it now, and the works it drew.
 * The subquery names the outer row in full (drizzle leaves the table off a one-table query's columns).
 */
const extras = {
  effective: sql<boolean>`coalesce(${isEffective(activities)}, false)`,
  works: sql<number>`(SELECT count(*)::int FROM works w WHERE w.activity_id = "activities"."id")`,
};

export const activitiesManagerRepository = {
  page: (db: Db, listing: Listing | undefined, page: PageRequest) => {
    const where = listing ? eq(activities.listing, listing) : undefined;
    return paged(
      db,
      activities,
      where,
      db
        .select({ activity: activities, ...extras })
        .from(activities)
        .where(where)
        .orderBy(desc(activities.createdAt), desc(activities.id)),
      page,
    );
  },

  withExtras: async (db: Db, id: number) =>
    (
      await db
        .select({ activity: activities, ...extras })
        .from(activities)
        .where(eq(activities.id, id))
    )[0],

  /** Locks the row for the edit, so two admins' edits are logged one after the other. */
  findForUpdate: async (db: Db, id: number): Promise<ActivityRow | undefined> =>
    (await db.select().from(activities).where(eq(activities.id, id)).for('update'))[0],

  insert: async (db: Db, values: NewActivity) =>
    (await db.insert(activities).values(values).returning({ id: activities.id }))[0]?.id as number,

  update: async (db: Db, id: number, values: Partial<NewActivity>) => {
    await db.update(activities).set(values).where(eq(activities.id, id));
  },
};
