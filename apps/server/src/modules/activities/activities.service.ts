import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { presentActivity } from './activities.presenter';
import { activitiesRepository as repo } from './activities.repository';

/** The activities creators see: those open now, and any listed one by id. */
export function createActivitiesService({ db }: { db: Db }) {
  return {
    effective: async () => (await repo.effective(db)).map(presentActivity),
    async listed(id: number) {
      const row = await repo.findListed(db, id);
      if (!row) throw new AppError('activityNotExist');
      return presentActivity(row);
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
