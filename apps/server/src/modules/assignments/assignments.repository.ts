import type { OfferStatus } from '@stringer/shared/schemas/assignments';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { type TaskOfferRow, type TaskRow, taskOffers, tasks } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { isEffective } from '../activities';

const ofTask = (taskId: number, accountIds?: number[]) =>
  and(eq(taskOffers.taskId, taskId), accountIds ? inArray(taskOffers.accountId, accountIds) : undefined);

/** The offers of exclusive tasks and their answers; the scheduled sweep's two updates. */
export const assignmentsRepository = {
  /** The creator's offer of a listed task, locked for their answer. */
  findForAnswer: async (db: Db, taskId: number, accountId: number) =>
    (
      await db
        .select({ offer: taskOffers, task: tasks })
        .from(taskOffers)
        .innerJoin(tasks, eq(tasks.id, taskOffers.taskId))
        .where(and(ofTask(taskId, [accountId]), eq(tasks.listing, 'listed')))
        .for('update', { of: taskOffers })
    )[0],

  /** The creator's offers of these tasks, by task. */
  offersOf: async (db: Db, accountId: number, taskIds: number[]) =>
    new Map(
      (taskIds.length
        ? await db
            .select()
            .from(taskOffers)
            .where(and(eq(taskOffers.accountId, accountId), inArray(taskOffers.taskId, taskIds)))
        : []
      ).map((o) => [o.taskId, o] as const),
    ),

  offers: (db: Db, taskId: number): Promise<TaskOfferRow[]> => db.select().from(taskOffers).where(ofTask(taskId)),

  setStatus: async (db: Db, taskId: number, accountIds: number[], status: OfferStatus, answeredAt: Date | null) => {
    if (accountIds.length) await db.update(taskOffers).set({ status, answeredAt }).where(ofTask(taskId, accountIds));
  },

  /** New offers, or offers made again (after a decline or a lapse): unanswered, from now. */
  offer: async (db: Db, taskId: number, accountIds: number[]) => {
    if (!accountIds.length) return;
    const fresh = { status: 'offered' as const, offeredAt: new Date(), answeredAt: null, remindedAt: null };
    await db
      .insert(taskOffers)
      .values(accountIds.map((accountId) => ({ taskId, accountId, ...fresh })))
      .onConflictDoUpdate({ target: [taskOffers.taskId, taskOffers.accountId], set: fresh });
  },

  withdraw: async (db: Db, taskId: number, accountIds: number[]) => {
    if (accountIds.length) await db.delete(taskOffers).where(ofTask(taskId, accountIds));
  },

  setClosed: async (db: Db, taskId: number, at: Date | null) => {
    await db.update(tasks).set({ offersClosedAt: at }).where(eq(tasks.id, taskId));
  },

  /** The assignments a creator accepted, of tasks open now, soonest deadline first. */
  accepted: (db: Db, accountId: number) =>
    db
      .select({ task: tasks, offer: taskOffers })
      .from(taskOffers)
      .innerJoin(tasks, eq(tasks.id, taskOffers.taskId))
      .where(and(eq(taskOffers.accountId, accountId), eq(taskOffers.status, 'accepted'), isEffective(tasks)))
      .orderBy(asc(tasks.endsAt), asc(tasks.id)),

  /** Unanswered offers of one task lapse (the admin closed them); returns whose. */
  lapseOpen: async (db: Db, taskId: number) =>
    (
      await db
        .update(taskOffers)
        .set({ status: 'lapsed' })
        .where(and(ofTask(taskId), eq(taskOffers.status, 'offered')))
        .returning({ accountId: taskOffers.accountId })
    ).map((r) => r.accountId),

  /** Unanswered offers past their answer-by time (or, without one, the task's end) lapse. */
  lapseDue: (db: Db, now: Date) =>
    db
      .update(taskOffers)
      .set({ status: 'lapsed' })
      .from(tasks)
      .where(
        and(
          eq(tasks.id, taskOffers.taskId),
          eq(taskOffers.status, 'offered'),
          lte(sql`coalesce(${tasks.answerBy}, ${tasks.endsAt})`, now),
        ),
      )
      .returning({ taskId: taskOffers.taskId, accountId: taskOffers.accountId, title: tasks.title }),

  /** Accepted assignments whose deadline is within `before`: marked reminded; returns them. */
  remindDue: (db: Db, now: Date, before: number) =>
    db
      .update(taskOffers)
      .set({ remindedAt: now })
      .from(tasks)
      .where(
        and(
          eq(tasks.id, taskOffers.taskId),
          eq(taskOffers.status, 'accepted'),
          sql`${taskOffers.remindedAt} IS NULL`,
          eq(tasks.listing, 'listed'),
          gt(tasks.endsAt, now),
          lte(tasks.endsAt, new Date(now.getTime() + before)),
        ),
      )
      .returning({ taskId: tasks.id, accountId: taskOffers.accountId, title: tasks.title }),
};

/** Whether the creator may still answer (or change their answer). */
export const offerOpen = (offer: Pick<TaskOfferRow, 'status'>, task: TaskRow, now = new Date()) =>
  offer.status !== 'lapsed' &&
  task.listing === 'listed' &&
  !task.offersClosedAt &&
  (task.answerBy ?? task.endsAt) > now;
