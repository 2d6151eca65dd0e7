import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { type BannerRow, banners } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { type PageRequest, paged } from '../../platform/db/paging';

export type NewBanner = typeof banners.$inferInsert;

/** Shown: listed, and now within its window (an open side is no bound). */
const showing = and(
  eq(banners.listing, 'listed'),
  or(isNull(banners.startsAt), lte(banners.startsAt, sql`now()`)),
  or(isNull(banners.endsAt), gt(banners.endsAt, sql`now()`)),
);

export const bannersRepository = {
  /** The public carousel: shown banners by position. */
  showing: (db: Db) => db.select().from(banners).where(showing).orderBy(asc(banners.position), asc(banners.id)),

  /** The console: every banner, in the carousel's order, with whether it shows now. */
  page: (db: Db, listing: BannerRow['listing'] | undefined, page: PageRequest) => {
    const where = listing ? eq(banners.listing, listing) : undefined;
    return paged(
      db,
      banners,
      where,
      db
        .select({ banner: banners, effective: sql<boolean>`coalesce(${showing}, false)` })
        .from(banners)
        .where(where)
        .orderBy(asc(banners.position), desc(banners.id)),
      page,
    );
  },

  withExtras: async (db: Db, id: number) =>
    (
      await db
        .select({ banner: banners, effective: sql<boolean>`coalesce(${showing}, false)` })
        .from(banners)
        .where(eq(banners.id, id))
    )[0],

  findForUpdate: async (db: Db, id: number): Promise<BannerRow | undefined> =>
    (await db.select().from(banners).where(eq(banners.id, id)).for('update'))[0],

  insert: async (db: Db, values: NewBanner) =>
    (await db.insert(banners).values(values).returning({ id: banners.id }))[0]?.id as number,

  update: async (db: Db, id: number, values: Partial<NewBanner>) => {
    await db.update(banners).set(values).where(eq(banners.id, id));
  },
};
