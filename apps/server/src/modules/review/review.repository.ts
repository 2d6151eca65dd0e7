import { REVIEW_QUEUES } from '@stringer/shared/review-queues';
import { REVIEW_COUNT_CAP } from '@stringer/shared/schemas/review';
import { and, asc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { accounts, certifications, clues, files, reviewClaims, workFiles, works } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { type PageRequest, type PageShape, pageShape, shapedPageIds } from '../../platform/db/paging';
import { prepared } from '../../platform/db/prepared';
import { videosInProcess, videosPlayable, videosProcessing } from '../renditions';

/** What a review queue needs to know of a table, and the filters it has columns for. */
interface Queue {
  entity: 'work' | 'clue' | 'certification';
  table: PgTable;
  id: PgColumn;
  title: PgColumn;
  status: PgColumn;
  /** The statuses its tabs count. */
  statuses: readonly number[];
  owner: PgColumn;
  submittedAt: PgColumn;
  reason: PgColumn;
  activity?: PgColumn;
  task?: PgColumn;
  country?: PgColumn;
  /** Where its videos are linked: the queue shows whether they are ready to watch. */
  videos?: 'work_files' | 'clue_files';
  /** Rows it never lists (the condition of its partial indexes): withdrawn works. */
  listed?: SQL;
}

export const QUEUES = {
  work: {
    entity: 'work',
    table: works,
    id: works.id,
    title: works.title,
    status: works.auditStatus,
    statuses: REVIEW_QUEUES.works.statuses,
    owner: works.ownerId,
    submittedAt: works.submittedAt,
    reason: works.reviewReason,
    activity: works.activityId,
    task: works.taskId,
    videos: 'work_files',
    // A work its creator withdrew after review is decided no more: kept, out of the queues.
    listed: sql`${works.withdrawnAt} IS NULL`,
  },
  clue: {
    entity: 'clue',
    table: clues,
    id: clues.id,
    title: clues.title,
    status: clues.auditStatus,
    statuses: REVIEW_QUEUES.clue.statuses,
    owner: clues.ownerId,
    submittedAt: clues.submittedAt,
    reason: clues.reviewReason,
    country: clues.countryId,
    videos: 'clue_files',
  },
  certification: {
    entity: 'certification',
    table: certifications,
    id: certifications.id,
    title: certifications.name,
    status: certifications.status,
    statuses: REVIEW_QUEUES.certification.statuses,
    owner: certifications.accountId,
    submittedAt: certifications.submittedAt,
    reason: certifications.reason,
    country: certifications.countryId,
  },
} as const satisfies Record<string, Queue>;

export interface QueueFilter {
  status?: number;
  /** The creators a creator filter resolved to (an empty list matches nothing; the service stops first). */
  creatorIds?: number[];
  activityId?: number;
  taskId?: number;
  countryId?: number;
  submittedFrom?: string;
  submittedTo?: string;
}

/** A filter's placeholder in the queue's named statements. */
const given = (filter: keyof QueueFilter) => sql.placeholder(filter);

/**
 * Every filter is an equality on the leading column of one index that ends (status,
 * submitted_at, id), or the range of submitted_at within it: the page's ids are an index-only
 * range (docs/decisions/0036). A filter a queue has no column for is ignored. Its values are the
 * named statement's placeholders (`valuesOf`); the tabs' counts write their status in.
 */
const filterOf = (q: Queue, f: QueueFilter, status: SQL | undefined) =>
  and(
    q.listed,
    status,
    f.creatorIds === undefined
      ? undefined
      : // One creator reads the index in its order; several need their rows merged and sorted.
        f.creatorIds.length === 1
        ? eq(q.owner, given('creatorIds'))
        : sql`${q.owner} = ANY(${given('creatorIds')}::int[])`,
    q.activity && f.activityId !== undefined ? eq(q.activity, given('activityId')) : undefined,
    q.task && f.taskId !== undefined ? eq(q.task, given('taskId')) : undefined,
    q.country && f.countryId !== undefined ? eq(q.country, given('countryId')) : undefined,
    f.submittedFrom ? gte(q.submittedAt, sql`${given('submittedFrom')}::timestamptz`) : undefined,
    f.submittedTo ? lte(q.submittedAt, sql`${given('submittedTo')}::timestamptz`) : undefined,
  );

/** The filters given, by a letter each (C: several creators): a queue's statement for each combination the console asks. */
const LETTERS: Record<keyof QueueFilter, string> = {
  status: 's',
  creatorIds: 'c',
  activityId: 'a',
  taskId: 't',
  countryId: 'n',
  submittedFrom: 'f',
  submittedTo: 'u',
};

/** Whether a filter was given: an empty date is none. */
const isGiven = (value: unknown) => value !== undefined && value !== '';

const nameOf = (what: string, q: Queue, f: QueueFilter) =>
  `review_${what}_${q.entity}_${Object.entries(LETTERS)
    .filter(([filter]) => isGiven(f[filter as keyof QueueFilter]))
    .map(([filter, letter]) => (filter === 'creatorIds' && f.creatorIds?.length !== 1 ? 'C' : letter))
    .join('')}`;

/** The placeholders' values: the one creator as a number, several as an array. */
const valuesOf = ({ creatorIds, ...f }: QueueFilter) => ({
  ...Object.fromEntries(Object.entries(f).filter(([, v]) => isGiven(v))),
  ...(creatorIds ? { creatorIds: creatorIds.length === 1 ? creatorIds[0] : creatorIds } : {}),
});

/**
 * How many rows match, counted no further than the cap: a bounded index-only read whatever the
 * filter, where an exact count(*) would grow with the table (0036).
 */
const cappedCount = (q: Queue, where: SQL | undefined) =>
  sql<number>`(SELECT count(*)::int FROM (SELECT 1 FROM ${q.table} WHERE ${where ?? sql`true`} LIMIT ${REVIEW_COUNT_CAP + 1}) capped)`.mapWith(
    Number,
  );

const one = sql`(VALUES (1)) AS one`;

const byStatusOf = (q: Queue, f: QueueFilter) => (f.status === undefined ? undefined : eq(q.status, given('status')));

/**
 * Oldest first (what waited longest is reviewed first), its total counted to the cap beside each
 * row. Named, one statement per queue, combination of filters and page shape: built and planned
 * once, where building it with Drizzle on every call was a third of the request (0068).
 */
const queuePage = (db: Db, q: Queue, f: QueueFilter, shape: PageShape) =>
  prepared(db, `${nameOf('page', q, f)}${shape.suffix}`, () => {
    const where = filterOf(q, f, byStatusOf(q, f));
    const order = [asc(q.submittedAt), asc(q.id)];
    const ids = shapedPageIds(db, q.table, q.id, where, order, shape);
    return db
      .select({
        id: q.id,
        title: q.title,
        status: q.status,
        reason: q.reason,
        submittedAt: q.submittedAt,
        creatorId: accounts.id,
        creatorName: accounts.realName,
        claimedById: reviewClaims.staffId,
        // A subquery, not a join: the page's few claims each read one account by its key.
        claimedByName: sql<
          string | null
        >`(SELECT claimer.real_name FROM ${accounts} claimer WHERE claimer.id = ${reviewClaims.staffId})`,
        claimedUntil: reviewClaims.until,
        videosProcessing: q.videos ? videosProcessing(q.videos, sql`${q.id}`) : sql<number | null>`NULL::float8`,
        videosInProcess: q.videos ? videosInProcess(q.videos, sql`${q.id}`) : sql<string[]>`'[]'::json`,
        videosPlayable: q.videos ? videosPlayable(q.videos, sql`${q.id}`) : sql<boolean>`true`,
        total: cappedCount(q, where),
      })
      .from(ids)
      .innerJoin(q.table, eq(q.id, ids.pageId))
      .innerJoin(accounts, eq(accounts.id, q.owner))
      .leftJoin(
        reviewClaims,
        and(eq(reviewClaims.entity, q.entity), eq(reviewClaims.entityId, q.id), gt(reviewClaims.until, sql`now()`)),
      )
      .orderBy(...order);
  });

/** A page past the end has no row to carry the total: it is asked alone. */
const queueTotal = (db: Db, q: Queue, f: QueueFilter) =>
  prepared(db, nameOf('total', q, f), () =>
    db.select({ n: cappedCount(q, filterOf(q, f, byStatusOf(q, f))) }).from(one),
  );

/** Each tab's count under the other filters, its status written in. */
const queueCounts = (db: Db, q: Queue, f: QueueFilter) =>
  prepared(db, nameOf('counts', q, f), () =>
    db
      .select(Object.fromEntries(q.statuses.map((s) => [String(s), cappedCount(q, filterOf(q, f, eq(q.status, s)))])))
      .from(one),
  );

export const reviewRepository = {
  /** Whether every video of a work has its preview: a public page streams renditions only. */
  previewsReady: async (db: Db, workId: number): Promise<'ready' | 'processing' | 'failed'> => {
    const [row] = await db
      .select({
        missing: sql<number>`count(*)::int`,
        failed: sql<number>`count(*) FILTER (WHERE ${files.renditionState} = 'failed')::int`,
      })
      .from(workFiles)
      .innerJoin(files, eq(files.id, workFiles.fileId))
      .where(
        and(
          eq(workFiles.workId, workId),
          eq(workFiles.role, 'video'),
          sql`NOT ('preview' = ANY(${files.renditionParts}))`,
        ),
      );
    if (row?.failed) return 'failed';
    return row?.missing ? 'processing' : 'ready';
  },

  /** Oldest first, one page, and how many match (to the cap). */
  page: async (db: Db, q: Queue, f: QueueFilter, { pageNum, pageSize }: PageRequest) => {
    const offset = (pageNum - 1) * pageSize;
    const values = valuesOf(f);
    const rows = await queuePage(db, q, f, pageShape(pageSize, offset)).execute({ ...values, limit: pageSize, offset });
    const n = rows[0] ? rows[0].total : ((await queueTotal(db, q, f).execute(values))[0]?.n ?? 0);
    return { rows, total: Math.min(n, REVIEW_COUNT_CAP), totalCapped: n > REVIEW_COUNT_CAP };
  },

  /** How many items stand in each status under the other filters, for the queue's tabs, each counted to the cap. */
  counts: async (db: Db, q: Queue, f: Omit<QueueFilter, 'status'>) => {
    const [row] = await queueCounts(db, q, f).execute(valuesOf(f));
    return Object.fromEntries(Object.entries(row ?? {}).map(([s, n]) => [s, Math.min(Number(n), REVIEW_COUNT_CAP)]));
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
};
