import { and, desc, eq, isNull, lt, ne } from 'drizzle-orm';
import { accounts, certifications, cities, clues, countries, files, provinces, works } from '../../db/schema';
import type { Db } from '../../platform/db/database';

/** How many of a creator's earlier works the reviewer sees beside the one opened. */
const EARLIER_WORKS = 5;

export interface AreaIds {
  countryId: number | null;
  provinceId: number | null;
  cityId: number | null;
}

const areaOf = async (db: Db, table: typeof countries | typeof provinces | typeof cities, id: number | null) =>
  id === null
    ? null
    : ((
        await db.select({ id: table.id, name: table.name, nameZh: table.nameZh }).from(table).where(eq(table.id, id))
      )[0] ?? null);

/** What reviewers read beside the queues' rows: the creator, their history, an item's files and place. */
export const reviewDetailsRepository = {
  creator: async (db: Db, id: number) => (await db.select().from(accounts).where(eq(accounts.id, id)))[0],

  /** Country, province and city by their ids (names in both languages). */
  place: async (db: Db, ids: AreaIds) => {
    const [country, province, city] = await Promise.all([
      areaOf(db, countries, ids.countryId),
      areaOf(db, provinces, ids.provinceId),
      areaOf(db, cities, ids.cityId),
    ]);
    return { country, province, city };
  },

  work: async (db: Db, id: number) => (await db.select().from(works).where(eq(works.id, id)))[0],

  /** The creator's works submitted before this one, newest first, as they list them (works_owner_idx's condition). */
  earlierWorks: (db: Db, work: { id: number; ownerId: number; submittedAt: Date }) =>
    db
      .select({ worksId: works.id, title: works.title, auditStatus: works.auditStatus, submittedAt: works.submittedAt })
      .from(works)
      .where(
        and(
          eq(works.ownerId, work.ownerId),
          lt(works.submittedAt, work.submittedAt),
          ne(works.id, work.id),
          isNull(works.withdrawnAt),
        ),
      )
      .orderBy(desc(works.submittedAt), desc(works.id))
      .limit(EARLIER_WORKS),

  clue: async (db: Db, id: number) => (await db.select().from(clues).where(eq(clues.id, id)))[0],

  certification: async (db: Db, id: number) =>
    (
      await db
        .select({ certification: certifications, resume: files })
        .from(certifications)
        .innerJoin(files, eq(files.id, certifications.resumeFileId))
        .where(eq(certifications.id, id))
    )[0],
};
