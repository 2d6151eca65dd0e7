import type { ActivityBody } from '@stringer/shared/schemas/catalog';
import type { Database } from '../../platform/db/database';
import { auditable, createCatalogManager } from '../audit';
import { presentManagedActivity } from './activities.manager.presenter';
import { type NewActivity, activitiesManagerRepository as repo } from './activities.manager.repository';

const valuesOf = (b: ActivityBody, coverPath: string) =>
  auditable({
    title: b.title,
    titleZh: b.titleZh,
    description: b.description,
    descriptionZh: b.descriptionZh,
    coverPath,
    minScore: b.minScore,
    maxScore: b.maxScore,
    payAmount: b.payAmount,
    payPer: b.payPer,
    startsAt: new Date(b.startTime),
    endsAt: new Date(b.deadline),
  } satisfies NewActivity);

/** The admins' side of activities: every one, listed or not, and each change with its audit row. */
export const createActivitiesManager = ({ database }: { database: Pick<Database, 'db' | 'transaction'> }) =>
  createCatalogManager(database, {
    entity: 'activity',
    missing: 'activityNotExist',
    repo,
    present: presentManagedActivity,
    picture: { field: 'cover', of: (b: ActivityBody) => b.cover, current: (row) => row.coverPath },
    valuesOf,
  });

export type ActivitiesManager = ReturnType<typeof createActivitiesManager>;
