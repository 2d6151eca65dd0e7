import type { OfferStatus } from '@stringer/shared/schemas/assignments';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { accounts, type TaskRow, tasks, works } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { type PageRequest, paged } from '../../platform/db/paging';
import { isEffective } from '../activities';

export type NewTask = typeof tasks.$inferInsert;
/** An offer as json_build_object writes it: times as text. */
export interface OfferJson {
  id: number;
  name: string;
  email: string;
  status: OfferStatus;
  offeredAt: string;
  answeredAt: string | null;
}
type Listing = TaskRow['listing'];

/** How staff name a creator: the nickname they chose, else their name. */
const nameOf = sql<string>`coalesce(nullif(${accounts.nickName}, ''), ${accounts.realName})`;

/**
 * Beside each row: whether creators see it now, the works it drew, and whom it is offered to.
 * The subqueries name the outer row as "tasks"."id" in full: drizzle writes a column of a
 * one-table query without its table, which inside a subquery would mean the subquery's own.
 */
const extras = {
  effective: sql<boolean>`coalesce(${isEffective(tasks)}, false)`,
  works: sql<number>`(SELECT count(*)::int FROM works w WHERE w.task_id = "tasks"."id")`,
  offeredTo: sql<OfferJson[]>`(
    SELECT coalesce(json_agg(json_build_object('id', a.id, 'name', coalesce(nullif(a.nick_name, ''), a.real_name),
      'email', a.mail, 'status', o.status, 'offeredAt', o.offered_at, 'answeredAt', o.answered_at) ORDER BY a.id), '[]'::json)
    FROM task_offers o JOIN accounts a ON a.id = o.account_id WHERE o.task_id = "tasks"."id")`,
};

export const tasksManagerRepository = {
  page: (db: Db, listing: Listing | undefined, page: PageRequest) => {
    const where = listing ? eq(tasks.listing, listing) : undefined;
    return paged(
      db,
      tasks,
      where,
      db
        .select({ task: tasks, ...extras })
        .from(tasks)
        .where(where)
        .orderBy(desc(tasks.createdAt), desc(tasks.id)),
      page,
    );
  },

  withExtras: async (db: Db, id: number) =>
    (
      await db
        .select({ task: tasks, ...extras })
        .from(tasks)
        .where(eq(tasks.id, id))
    )[0],

  /** Locks the row for the edit, so two admins' edits (and offers) are applied in turn. */
  findForUpdate: async (db: Db, id: number): Promise<TaskRow | undefined> =>
    (await db.select().from(tasks).where(eq(tasks.id, id)).for('update'))[0],

  insert: async (db: Db, values: NewTask) =>
    (await db.insert(tasks).values(values).returning({ id: tasks.id }))[0]?.id as number,

  update: async (db: Db, id: number, values: Partial<NewTask>) => {
    await db.update(tasks).set(values).where(eq(tasks.id, id));
  },

  /** Those of `ids` that are creators' accounts. */
  creatorIds: async (db: Db, ids: number[]) =>
    ids.length
      ? (
          await db
            .select({ id: accounts.id })
            .from(accounts)
            .where(and(inArray(accounts.id, ids), eq(accounts.role, 'creator')))
        ).map((r) => r.id)
      : [],

  /** Creators whose mail, name or nickname holds the words typed, for offering a task (first 20). */
  searchCreators: (db: Db, keyword: string) => {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return db
      .select({ id: accounts.id, name: nameOf, email: accounts.mail })
      .from(accounts)
      .where(
        and(
          eq(accounts.role, 'creator'),
          keyword
            ? or(ilike(accounts.mail, like), ilike(accounts.realName, like), ilike(accounts.nickName, like))
            : undefined,
        ),
      )
      .orderBy(asc(accounts.mail))
      .limit(20);
  },

  /** The works entered for a task, newest first, with their creators. */
  works: (db: Db, taskId: number, page: PageRequest) =>
    paged(
      db,
      works,
      eq(works.taskId, taskId),
      db
        .select({
          worksId: works.id,
          title: works.title,
          creatorId: accounts.id,
          creatorName: nameOf,
          creatorEmail: accounts.mail,
          auditStatus: works.auditStatus,
          rewardStatus: works.rewardStatus,
          payoutStatus: works.payoutStatus,
          points: works.points,
          submittedAt: works.submittedAt,
        })
        .from(works)
        .innerJoin(accounts, eq(accounts.id, works.ownerId))
        .where(eq(works.taskId, taskId))
        .orderBy(desc(works.submittedAt), desc(works.id)),
      page,
    ),
};
