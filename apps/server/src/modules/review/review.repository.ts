import { and, asc, count, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { accounts, auditLog, certifications, clues, reviewClaims, works } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import type { PageRequest } from '../../platform/db/paging';

/** What a review queue needs to know of a table. */
interface Queue {
  entity: 'work' | 'clue' | 'certification';
  table: PgTable;
  id: PgColumn;
  title: PgColumn;
  status: PgColumn;
  owner: PgColumn;
  submittedAt: PgColumn;
  reason: PgColumn;
}

export const QUEUES = {
  work: {
    entity: 'work',
    table: works,
    id: works.id,
    title: works.title,
    status: works.auditStatus,
    owner: works.ownerId,
    submittedAt: works.submittedAt,
    reason: works.reviewReason,
  },
  clue: {
    entity: 'clue',
    table: clues,
    id: clues.id,
    title: clues.title,
    status: clues.auditStatus,
    owner: clues.ownerId,
    submittedAt: clues.submittedAt,
    reason: clues.reviewReason,
  },
  certification: {
    entity: 'certification',
    table: certifications,
    id: certifications.id,
    title: certifications.name,
    status: certifications.status,
    owner: certifications.accountId,
    submittedAt: certifications.submittedAt,
    reason: certifications.reason,
  },
} as const satisfies Record<string, Queue>;

export interface QueueFilter {
  status?: number;
  creatorId?: number;
  submittedFrom?: string;
  submittedTo?: string;
}

const claimer = alias(accounts, 'claimer');

const filterOf = (q: Queue, f: QueueFilter) =>
  and(
    f.status === undefined ? undefined : eq(q.status, f.status),
    f.creatorId === undefined ? undefined : eq(q.owner, f.creatorId),
    f.submittedFrom ? gte(q.submittedAt, new Date(f.submittedFrom)) : undefined,
    f.submittedTo ? lte(q.submittedAt, new Date(f.submittedTo)) : undefined,
  );

export const reviewRepository = {
  /** Oldest first: what waited longest is reviewed first. */
  page: async (db: Db, q: Queue, f: QueueFilter, { pageNum, pageSize }: PageRequest) => {
    const where = filterOf(q, f);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: q.id,
          title: q.title,
          status: q.status,
          reason: q.reason,
          submittedAt: q.submittedAt,
          creatorId: accounts.id,
          creatorName: accounts.realName,
          claimedById: reviewClaims.staffId,
          claimedByName: claimer.realName,
          claimedUntil: reviewClaims.until,
        })
        .from(q.table)
        .innerJoin(accounts, eq(accounts.id, q.owner))
        .leftJoin(
          reviewClaims,
          and(eq(reviewClaims.entity, q.entity), eq(reviewClaims.entityId, q.id), gt(reviewClaims.until, sql`now()`)),
        )
        .leftJoin(claimer, eq(claimer.id, reviewClaims.staffId))
        .where(where)
        .orderBy(asc(q.submittedAt), asc(q.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ n: count() }).from(q.table).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** How many items stand in each status, for the queue's tabs. */
  counts: async (db: Db, q: Queue) => {
    const rows = await db.select({ status: q.status, n: count() }).from(q.table).groupBy(q.status);
    return Object.fromEntries(rows.map((r) => [String(r.status), r.n]));
  },

  /** Takes or renews a claim unless another reviewer's claim still holds; returns the holder. */
  claim: async (db: Db, entity: string, entityId: number, staffId: number, minutes: number) => {
    const [row] = await db
      .insert(reviewClaims)
      .values({ entity, entityId, staffId, until: sql`now() + make_interval(mins => ${minutes})` })
      .onConflictDoUpdate({
        target: [reviewClaims.entity, reviewClaims.entityId],
        set: { staffId, until: sql`now() + make_interval(mins => ${minutes})` },
        setWhere: sql`${reviewClaims.staffId} = ${staffId} OR ${reviewClaims.until} <= now()`,
      })
      .returning();
    return row;
  },

  holder: async (db: Db, entity: string, entityId: number) =>
    (
      await db
        .select({ staffId: reviewClaims.staffId })
        .from(reviewClaims)
        .where(
          and(eq(reviewClaims.entity, entity), eq(reviewClaims.entityId, entityId), gt(reviewClaims.until, sql`now()`)),
        )
    )[0]?.staffId,

  release: (db: Db, entity: string, entityId: number) =>
    db.delete(reviewClaims).where(and(eq(reviewClaims.entity, entity), eq(reviewClaims.entityId, entityId))),

  audit: (db: Db, row: typeof auditLog.$inferInsert) => db.insert(auditLog).values(row),
};
