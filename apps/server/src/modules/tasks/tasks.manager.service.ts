import type { CatalogPageQuery, ListingBody, TaskBody, TaskUpdateBody } from '@stringer/shared/schemas/catalog';
import type { TaskRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database, Db, Tx } from '../../platform/db/database';
import type { PageRequest } from '../../platform/db/paging';
import { AppError } from '../../platform/errors';
import { auditRepository } from '../audit/audit.repository';
import { auditedEdit, recordCreated } from '../audit/audited-edit';
import { publishImage } from '../files/public-images';
import type { NotificationsService } from '../notifications/notifications.service';
import { presentManagedTask, presentTaskWork } from './tasks.manager.presenter';
import { type NewTask, tasksManagerRepository as repo } from './tasks.manager.repository';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  notifications: Pick<NotificationsService, 'taskOffered'>;
}

const valuesOf = (b: TaskBody, coverPath: string) =>
  ({
    title: b.title,
    titleZh: b.titleZh,
    brief: b.brief,
    briefZh: b.briefZh,
    coverPath,
    points: b.points,
    scope: b.scope,
    startsAt: new Date(b.startTime),
    endsAt: new Date(b.deadline),
  }) satisfies NewTask;

/**
 * The admins' side of tasks: every one, listed or not; each change with its audit row. An
 * exclusive task is offered to named creators: each one newly named is told (taskOffered) and
 * logged in the same transaction as the offer; one no longer named loses it (logged too).
 */
export function createTasksManager({ database: { db, transaction }, notifications }: Deps) {
  const present = async (id: number) => {
    const row = await repo.withExtras(db, id);
    if (!row) throw new AppError('taskNotExist');
    return presentManagedTask(row);
  };

  /** Makes the offers of `task` exactly `wanted`. */
  const offer = async (tx: Tx, auth: AuthSession, task: Pick<TaskRow, 'id' | 'title'>, wanted: number[]) => {
    const creators = await repo.creatorIds(tx.db, wanted);
    if (creators.length !== wanted.length) {
      throw new AppError('creatorNotExist', [{ field: 'creatorIds', msgKey: 'errors.creatorNotExist' }]);
    }
    const current = new Set(await repo.offeredIds(tx.db, task.id));
    const added = wanted.filter((id) => !current.has(id));
    const withdrawn = [...current].filter((id) => !wanted.includes(id));
    await repo.offer(tx.db, task.id, added);
    await repo.withdraw(tx.db, task.id, withdrawn);
    const log = (creatorId: number, action: string) =>
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

  const edit = (
    tx: Tx,
    auth: AuthSession,
    id: number,
    next: (row: TaskRow, txDb: Db) => Promise<Partial<NewTask>> | Partial<NewTask>,
    action?: string,
  ) =>
    auditedEdit(tx, auth, {
      entity: 'task',
      id,
      missing: 'taskNotExist',
      find: repo.findForUpdate,
      save: repo.update,
      next,
      action,
    });

  return {
    async page({ listing, pageNum, pageSize }: CatalogPageQuery) {
      const { rows, total } = await repo.page(db, listing, { pageNum, pageSize });
      return { list: rows.map(presentManagedTask), total, pageNum, pageSize };
    },

    async create(auth: AuthSession, body: TaskBody) {
      const id = await transaction(async (tx) => {
        const values = valuesOf(body, await publishImage(tx.db, auth, body.cover, { field: 'cover' }));
        const created = await repo.insert(tx.db, values);
        await recordCreated(tx, auth, 'task', created, values);
        await offer(tx, auth, { id: created, title: values.title }, body.creatorIds);
        return created;
      });
      return present(id);
    },

    async update(auth: AuthSession, body: TaskUpdateBody) {
      await transaction(async (tx) => {
        const task = await edit(tx, auth, body.id, async (row, txDb) =>
          valuesOf(body, await publishImage(txDb, auth, body.cover, { field: 'cover', current: row.coverPath })),
        );
        await offer(tx, auth, task, body.creatorIds);
      });
      return present(body.id);
    },

    /** Delisted, creators no longer see it (nor enter works for it); listed again, they do within its window. */
    async setListing(auth: AuthSession, { id, listing }: ListingBody) {
      await transaction((tx) => edit(tx, auth, id, () => ({ listing }), listing === 'listed' ? 'list' : 'delist'));
      return present(id);
    },

    searchCreators: (keyword: string) => repo.searchCreators(db, keyword),

    /** Who took part: each work entered for the task, with its review, reward and payout. */
    async works(id: number, page: PageRequest) {
      await present(id);
      const { rows, total } = await repo.works(db, id, page);
      return { list: rows.map(presentTaskWork), total, ...page };
    },
  };
}

export type TasksManager = ReturnType<typeof createTasksManager>;
