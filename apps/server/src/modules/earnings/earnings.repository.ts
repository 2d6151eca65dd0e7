import { and, desc, eq } from 'drizzle-orm';
import { activities, tasks, works } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { type PageRequest, paged } from '../../platform/db/paging';
import { hasReward, rewardAmount } from '../rewards';

/** A creator's rewards: their passed works that answer an activity or task, withdrawn ones too (still paid). */
const mine = (ownerId: number) => and(eq(works.ownerId, ownerId), hasReward);

const line = {
  id: works.id,
  title: works.title,
  rewardStatus: works.rewardStatus,
  payoutStatus: works.payoutStatus,
  amount: rewardAmount,
  points: works.points,
  score: works.score,
  reviewedAt: works.reviewedAt,
  issuedAt: works.issuedAt,
  paidAt: works.paidAt,
  activity: { id: activities.id, title: activities.title, titleZh: activities.titleZh },
  task: { id: tasks.id, title: tasks.title, titleZh: tasks.titleZh },
};

const lines = (db: Db) =>
  db
    .select(line)
    .from(works)
    .leftJoin(activities, eq(activities.id, works.activityId))
    .leftJoin(tasks, eq(tasks.id, works.taskId));

export type EarningRow = Awaited<ReturnType<ReturnType<typeof lines>['where']>>[number];

export const earningsRepository = {
  /**
   * Every reward of one creator, for the totals: a creator has hundreds of works, not millions,
   * and the owner's rows are one range of `works_participation_idx`.
   */
  all: (db: Db, ownerId: number) => lines(db).where(mine(ownerId)),

  /** Newest decision first. */
  page: (db: Db, ownerId: number, page: PageRequest) =>
    paged(
      db,
      works,
      mine(ownerId),
      lines(db).where(mine(ownerId)).orderBy(desc(works.reviewedAt), desc(works.id)),
      page,
    ),
};
