import { and, asc, eq, exists, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { activities, type TaskRow, taskOffers, tasks, works } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import {
  anchorColumns,
  keysetPage,
  type ListOrder,
  listTotal,
  newestFirst,
  type PageRequest,
  type PageShape,
  pageIds,
  param,
  withTotal,
} from '../../platform/db/paging';
import { prepared } from '../../platform/db/prepared';
import { isEffective } from '../activities';

const offeredTo = (accountId: number) => and(eq(taskOffers.taskId, tasks.id), eq(taskOffers.accountId, accountId));

/** A task this creator may see: a useful one, or an exclusive one offered to them. */
const visibleTo = (db: Db, accountId: number | null) =>
  or(
    eq(tasks.scope, 'useful'),
    accountId === null ? undefined : exists(db.select().from(taskOffers).where(offeredTo(accountId))),
  );

const participationPage = (db: Db, shape: PageShape) =>
  prepared(db, `participation_page${shape.suffix}`, () => {
    // The same condition as works_participation_idx's, so that partial index serves the page.
    const where = and(
      eq(works.ownerId, param.ownerId),
      or(isNotNull(works.activityId), isNotNull(works.taskId)),
      isNull(works.withdrawnAt),
    );
    const order: ListOrder = { sortAt: works.submittedAt, id: works.id };
    const ids = pageIds(db, works, order, where, shape);
    return db
      .select({
        work: works,
        task: tasks,
        activity: activities,
        total: listTotal('participation', param.ownerId),
        ...anchorColumns('participation', param.ownerId, order),
      })
      .from(ids)
      .innerJoin(works, eq(works.id, ids.pageId))
      .leftJoin(tasks, eq(tasks.id, works.taskId))
      .leftJoin(activities, eq(activities.id, works.activityId))
      .orderBy(...newestFirst(order));
  });

export const tasksRepository = {
  useful: (db: Db) =>
    db
      .select()
      .from(tasks)
      .where(and(isEffective(tasks), eq(tasks.scope, 'useful')))
      .orderBy(asc(tasks.endsAt)),

  /** Open exclusive tasks offered to the creator, answered yes or not yet (a decline leaves the list). */
  exclusiveFor: (db: Db, accountId: number) =>
    db
      .select({ task: tasks, offer: taskOffers })
      .from(tasks)
      .innerJoin(taskOffers, offeredTo(accountId))
      .where(and(isEffective(tasks), eq(tasks.scope, 'exclusive'), inArray(taskOffers.status, ['offered', 'accepted'])))
      .orderBy(asc(tasks.endsAt)),

  /** A listed task the creator (or a visitor, `null`) may see. */
  findVisible: async (db: Db, id: number, accountId: number | null): Promise<TaskRow | undefined> =>
    (
      await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.id, id), eq(tasks.listing, 'listed'), visibleTo(db, accountId)))
    )[0],

  /** An effective task the creator may take part in: a useful one, or an assignment they accepted. */
  findOpen: async (db: Db, id: number, accountId: number): Promise<TaskRow | undefined> =>
    (
      await db
        .select()
        .from(tasks)
        .where(
          and(
            eq(tasks.id, id),
            isEffective(tasks),
            or(
              eq(tasks.scope, 'useful'),
              exists(
                db
                  .select()
                  .from(taskOffers)
                  .where(and(offeredTo(accountId), eq(taskOffers.status, 'accepted'))),
              ),
            ),
          ),
        )
    )[0],

  byIds: (db: Db, ids: number[]) =>
    ids.length ? db.select().from(tasks).where(inArray(tasks.id, ids)) : Promise.resolve([]),

  /** My task: the creator's works that answer an activity or a task, newest first. */
  participation: async (db: Db, ownerId: number, page: PageRequest) => {
    const rows = await keysetPage(db, `participation:${ownerId}`, page, (shape, at) =>
      participationPage(db, shape).execute({ ownerId, ...at }),
    );
    return withTotal(db, rows, () => listTotal('participation', ownerId));
  },
};
