import type { LicenceStatus } from '@stringer/shared/schemas/public-works';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { accounts, licenceReplies, licenceRequests, works } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { type PageRequest, paged } from '../../platform/db/paging';

type NewRequest = typeof licenceRequests.$inferInsert;

const summaryColumns = {
  request: licenceRequests,
  work: { id: works.id, title: works.title, ownerId: works.ownerId },
  replies: sql<number>`(SELECT count(*)::int FROM ${licenceReplies} WHERE ${licenceReplies.requestId} = ${licenceRequests.id})`,
};

export const licencesRepository = {
  /** The new request; none if its form token brought one before (a token is single use, 0060). */
  insertOnce: async (db: Db, values: NewRequest) =>
    (
      await db
        .insert(licenceRequests)
        .values(values)
        .onConflictDoNothing({ target: licenceRequests.formToken })
        .returning({ id: licenceRequests.id })
    )[0],

  /** The console's list, newest first, all or one status (a support desk's table: counted whole). */
  page: async (db: Db, status: LicenceStatus | undefined, page: PageRequest) => {
    const where = status ? eq(licenceRequests.status, status) : undefined;
    const ordered = db
      .select(summaryColumns)
      .from(licenceRequests)
      .innerJoin(works, eq(works.id, licenceRequests.workId))
      .where(where)
      .orderBy(desc(licenceRequests.createdAt), desc(licenceRequests.id));
    return paged(db, licenceRequests, where, ordered, page);
  },

  find: async (db: Db, id: number) =>
    (
      await db
        .select(summaryColumns)
        .from(licenceRequests)
        .innerJoin(works, eq(works.id, licenceRequests.workId))
        .where(eq(licenceRequests.id, id))
    )[0],

  /** The request's row, locked: two support members replying at once keep both replies in order. */
  lock: async (db: Db, id: number) =>
    (await db.select().from(licenceRequests).where(eq(licenceRequests.id, id)).for('update'))[0],

  thread: (db: Db, id: number) =>
    db
      .select({
        reply: licenceReplies,
        staffName: sql<string | null>`coalesce(${accounts.nickName}, ${accounts.realName})`,
      })
      .from(licenceReplies)
      .innerJoin(accounts, eq(accounts.id, licenceReplies.staffId))
      .where(eq(licenceReplies.requestId, id))
      .orderBy(asc(licenceReplies.id)),

  /** The request's replies so far, oldest first: the mails its next reply follows. */
  replyIds: async (db: Db, requestId: number) =>
    (
      await db
        .select({ id: licenceReplies.id })
        .from(licenceReplies)
        .where(eq(licenceReplies.requestId, requestId))
        .orderBy(asc(licenceReplies.id))
    ).map((r) => r.id),

  addReply: async (db: Db, requestId: number, staffId: number, body: string) => {
    const [reply] = await db
      .insert(licenceReplies)
      .values({ requestId, staffId, body })
      .returning({ id: licenceReplies.id });
    await db
      .update(licenceRequests)
      .set({ status: 'answered', updatedAt: sql`now()` })
      .where(eq(licenceRequests.id, requestId));
    return (reply as { id: number }).id;
  },
};

export type LicenceSummaryRow = NonNullable<Awaited<ReturnType<typeof licencesRepository.find>>>;
export type LicenceThreadRow = Awaited<ReturnType<typeof licencesRepository.thread>>[number];
