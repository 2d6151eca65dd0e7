import type { ActivityBody, ActivityUpdateBody, CatalogPageQuery, ListingBody } from '@stringer/shared/schemas/catalog';
import type { ActivityRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database, Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { auditedEdit, recordCreated } from '../audit/audited-edit';
import { publishImage } from '../files/public-images';
import { presentManagedActivity } from './activities.manager.presenter';
import { type NewActivity, activitiesManagerRepository as repo } from './activities.manager.repository';

const valuesOf = (b: ActivityBody, coverPath: string) =>
  ({
    title: b.title,
    titleZh: b.titleZh,
    description: b.description,
    descriptionZh: b.descriptionZh,
    coverPath,
    minScore: b.minScore,
    maxScore: b.maxScore,
    startsAt: new Date(b.startTime),
    endsAt: new Date(b.deadline),
  }) satisfies NewActivity;

/** The admins' side of activities: every one, listed or not, and each change with its audit row. */
export function createActivitiesManager({
  database: { db, transaction },
}: {
  database: Pick<Database, 'db' | 'transaction'>;
}) {
  const present = async (id: number) => {
    const row = await repo.withExtras(db, id);
    if (!row) throw new AppError('activityNotExist');
    return presentManagedActivity(row);
  };
  const edit = (
    auth: AuthSession,
    id: number,
    next: (row: ActivityRow, txDb: Db) => Promise<Partial<NewActivity>> | Partial<NewActivity>,
    action?: string,
  ) =>
    transaction((tx) =>
      auditedEdit(tx, auth, {
        entity: 'activity',
        id,
        missing: 'activityNotExist',
        find: repo.findForUpdate,
        save: repo.update,
        next,
        action,
      }),
    );

  return {
    async page({ listing, pageNum, pageSize }: CatalogPageQuery) {
      const { rows, total } = await repo.page(db, listing, { pageNum, pageSize });
      return { list: rows.map(presentManagedActivity), total, pageNum, pageSize };
    },

    async create(auth: AuthSession, body: ActivityBody) {
      const id = await transaction(async (tx) => {
        const values = valuesOf(body, await publishImage(tx.db, auth, body.cover, { field: 'cover' }));
        const created = await repo.insert(tx.db, values);
        await recordCreated(tx, auth, 'activity', created, values);
        return created;
      });
      return present(id);
    },

    async update(auth: AuthSession, body: ActivityUpdateBody) {
      await edit(auth, body.id, async (row, txDb) =>
        valuesOf(body, await publishImage(txDb, auth, body.cover, { field: 'cover', current: row.coverPath })),
      );
      return present(body.id);
    },

    /** Delisted, creators no longer see it (nor enter works for it); listed again, they do within its window. */
    async setListing(auth: AuthSession, { id, listing }: ListingBody) {
      await edit(auth, id, () => ({ listing }), listing === 'listed' ? 'list' : 'delist');
      return present(id);
    },
  };
}

export type ActivitiesManager = ReturnType<typeof createActivitiesManager>;
