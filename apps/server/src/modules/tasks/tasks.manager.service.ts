import type { TaskCloseBody, TaskOfferBody } from '@stringer/shared/schemas/assignments';
import type { TaskBody } from '@stringer/shared/schemas/catalog';
import type { TaskRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database, Tx } from '../../platform/db/database';
import type { PageRequest } from '../../platform/db/paging';
import { AppError } from '../../platform/errors';
import { auditable, createCatalogManager } from '../audit';
import { type OfferDeps, taskOffers } from './lib/task-offers';
import { presentManagedTask, presentTaskWork } from './tasks.manager.presenter';
import { type NewTask, tasksManagerRepository as repo } from './tasks.manager.repository';

interface Deps extends OfferDeps {
  database: Pick<Database, 'db' | 'transaction'>;
}

const valuesOf = (b: TaskBody, coverPath: string) =>
  auditable({
    title: b.title,
    titleZh: b.titleZh,
    brief: b.brief,
    briefZh: b.briefZh,
    coverPath,
    points: b.points,
    payAmount: b.payAmount,
    scope: b.scope,
    startsAt: new Date(b.startTime),
    endsAt: new Date(b.deadline),
    answerBy: b.answerBy ? new Date(b.answerBy) : null,
  } satisfies NewTask);

/**
 * The admins' side of tasks: every one, listed or not; each change with its audit row. An
 * exclusive task is an assignment offered to named creators (`task-offers.ts`): the admin sees
 * each one's answer, offers it to more and closes the offers when enough accepted.
 */
export function createTasksManager({ database, ...deps }: Deps) {
  const offers = taskOffers(deps);

  const catalog = createCatalogManager(database, {
    entity: 'task',
    missing: 'taskNotExist',
    repo,
    present: presentManagedTask,
    picture: { field: 'cover', of: (b: TaskBody) => b.cover, current: (row) => row.coverPath },
    valuesOf,
    afterSave: (tx, auth, task, body) =>
      offers.setOffers(
        tx,
        auth,
        {
          ...task,
          points: body.points,
          payAmount: body.payAmount,
          answerBy: body.answerBy ? new Date(body.answerBy) : null,
          endsAt: new Date(body.deadline),
        },
        body.creatorIds,
      ),
  });

  /** An exclusive task's offers change under its row lock, so two admins' changes apply in turn. */
  const withExclusive = async (id: number, change: (tx: Tx, task: TaskRow) => Promise<void>) => {
    await database.transaction(async (tx) => {
      const task = await repo.findForUpdate(tx.db, id);
      if (!task) throw new AppError('taskNotExist');
      if (task.scope !== 'exclusive') {
        throw new AppError('validation', [{ field: 'creatorIds', msgKey: 'errors.offerUseful' }]);
      }
      await change(tx, task);
    });
    return catalog.present(id);
  };

  return {
    ...catalog,

    /** Offers the task to more creators (again, to those who declined or lapsed). */
    offerMore: (auth: AuthSession, { id, creatorIds }: TaskOfferBody) =>
      withExclusive(id, (tx, task) => offers.offerMore(tx, auth, task, creatorIds)),

    /** Enough accepted: closes the offers; those not answered lapse. Closing twice changes nothing. */
    closeOffers: (auth: AuthSession, { id }: TaskCloseBody) =>
      withExclusive(id, async (tx, task) => {
        if (!task.offersClosedAt) await offers.close(tx, auth, task);
      }),

    searchCreators: (keyword: string) => repo.searchCreators(database.db, keyword),

    /** Who took part: each work entered for the task, with its review, reward and payout. */
    async works(id: number, page: PageRequest) {
      await catalog.present(id);
      const { rows, total } = await repo.works(database.db, id, page);
      return { list: rows.map(presentTaskWork), total, ...page };
    },
  };
}

export type TasksManager = ReturnType<typeof createTasksManager>;
