import type { TaskBody } from '@stringer/shared/schemas/catalog';
import type { AuthSession } from '../../platform/auth';
import type { Database, Tx } from '../../platform/db/database';
import type { PageRequest } from '../../platform/db/paging';
import { AppError } from '../../platform/errors';
import { auditRepository } from '../audit/audit.repository';
import { auditable } from '../audit/audited-edit';
import { createCatalogManager } from '../audit/catalog-manager';
import type { NotificationsService } from '../notifications/notifications.service';
import { presentManagedTask, presentTaskWork } from './tasks.manager.presenter';
import { type NewTask, tasksManagerRepository as repo } from './tasks.manager.repository';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  notifications: Pick<NotificationsService, 'taskOffered'>;
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
  } satisfies NewTask);

/**
 * The admins' side of tasks: every one, listed or not; each change with its audit row. An
 * exclusive task is offered to named creators: each one newly named is told (taskOffered) and
 * logged in the same transaction as the offer; one no longer named loses it (logged too).
 */
export function createTasksManager({ database, notifications }: Deps) {
  /** Makes the offers of `task` exactly `wanted`. */
  const offer = async (tx: Tx, auth: AuthSession, task: { id: number; title: string }, wanted: number[]) => {
    const creators = await repo.creatorIds(tx.db, wanted);
    if (creators.length !== wanted.length) {
      throw new AppError('creatorNotExist', [{ field: 'creatorIds', msgKey: 'errors.creatorNotExist' }]);
    }
    const current = new Set(await repo.offeredIds(tx.db, task.id));
    const added = wanted.filter((id) => !current.has(id));
    const withdrawn = [...current].filter((id) => !wanted.includes(id));
    await repo.offer(tx.db, task.id, added);
    await repo.withdraw(tx.db, task.id, withdrawn);
    const log = (creatorId: number, action: 'offer' | 'withdraw') =>
      auditRepository.record(tx.db, {
        staffId: auth.accountId,
        entity: 'task',
        entityId: task.id,
        creatorId,
        action,
        before: { offered: action !== 'offer' },
        after: { offered: action === 'offer' },
      });
    for (const creatorId of added) {
      await log(creatorId, 'offer');
      await notifications.taskOffered(tx, { creatorId, title: task.title, taskId: task.id });
    }
    for (const creatorId of withdrawn) await log(creatorId, 'withdraw');
  };

  const catalog = createCatalogManager(database, {
    entity: 'task',
    missing: 'taskNotExist',
    repo,
    present: presentManagedTask,
    picture: { field: 'cover', of: (b: TaskBody) => b.cover, current: (row) => row.coverPath },
    valuesOf,
    afterSave: (tx, auth, task, body) => offer(tx, auth, task, body.creatorIds),
  });

  return {
    ...catalog,

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
