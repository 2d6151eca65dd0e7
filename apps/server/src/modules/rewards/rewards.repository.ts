import type { RewardPageQuery } from '@stringer/shared/schemas/rewards';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { accounts, activities, tasks, works } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { type PageRequest, paged } from '../../platform/db/paging';

/**
 * A work has a reward once it has passed review and answers an activity or task (product-decisions
 * "Statuses"); the same condition as the partial index `works_reward_idx`, which these lists use.
 */
export const hasReward = and(
  eq(works.auditStatus, WorkAuditStatus.Passed),
  or(isNotNull(works.activityId), isNotNull(works.taskId)),
);

/**
 * What a work's reward pays, in minor units: the amount it carries once issued; before, its
 * task's rate, or its activity's per work or per score point (docs/decisions/0058). Needs
 * `tasks` and `activities` joined.
 */
export const rewardAmount = sql<number>`(CASE WHEN ${works.rewardStatus} = 'issued' THEN coalesce(${works.amount}, 0)
  WHEN ${works.taskId} IS NOT NULL THEN coalesce(${tasks.payAmount}, 0)
  WHEN ${activities.payPer} = 'point' THEN coalesce(${activities.payAmount}, 0) * coalesce(${works.score}, 0)
  ELSE coalesce(${activities.payAmount}, 0) END)::int`;

type Filter = Omit<RewardPageQuery, 'pageNum' | 'pageSize'>;

const filterOf = (f: Filter) =>
  and(
    hasReward,
    f.rewardStatus === undefined ? undefined : eq(works.rewardStatus, f.rewardStatus),
    f.payoutStatus === undefined ? undefined : eq(works.payoutStatus, f.payoutStatus),
    f.creatorId === undefined ? undefined : eq(works.ownerId, f.creatorId),
    f.activityId === undefined ? undefined : eq(works.activityId, f.activityId),
    f.taskId === undefined ? undefined : eq(works.taskId, f.taskId),
  );

export const rewardsRepository = {
  /** Oldest decision first: what has waited longest is issued and paid first. */
  page: (db: Db, f: Filter, page: PageRequest) => {
    const where = filterOf(f);
    return paged(
      db,
      works,
      where,
      db
        .select({
          work: {
            id: works.id,
            title: works.title,
            points: works.points,
            score: works.score,
            rewardStatus: works.rewardStatus,
            payoutStatus: works.payoutStatus,
            reviewedAt: works.reviewedAt,
            amount: rewardAmount,
          },
          creator: { id: accounts.id, name: accounts.realName, mail: accounts.mail },
          activity: { id: activities.id, title: activities.title, titleZh: activities.titleZh },
          task: { id: tasks.id, title: tasks.title, titleZh: tasks.titleZh },
        })
        .from(works)
        .innerJoin(accounts, eq(accounts.id, works.ownerId))
        .leftJoin(activities, eq(activities.id, works.activityId))
        .leftJoin(tasks, eq(tasks.id, works.taskId))
        .where(where)
        .orderBy(asc(works.reviewedAt), asc(works.id)),
      page,
    );
  },

  /** The works a batch names, with what a move checks and the creator's notification says. */
  byIds: (db: Db, ids: number[]) =>
    db
      .select({
        id: works.id,
        ownerId: works.ownerId,
        title: works.title,
        points: works.points,
        score: works.score,
        rewardStatus: works.rewardStatus,
        payoutStatus: works.payoutStatus,
        hasReward: sql<boolean>`coalesce(${hasReward}, false)`,
        amount: rewardAmount,
      })
      .from(works)
      .leftJoin(activities, eq(activities.id, works.activityId))
      .leftJoin(tasks, eq(tasks.id, works.taskId))
      .where(inArray(works.id, ids)),

  /** What is due per creator: issued and unpaid rewards, summed. */
  due: (db: Db) =>
    db
      .select({
        creatorId: accounts.id,
        name: accounts.realName,
        mail: accounts.mail,
        works: count(),
        points: sql<number>`coalesce(sum(${works.points}), 0)::int`,
        score: sql<number>`coalesce(sum(${works.score}), 0)::int`,
        amount: sql<number>`coalesce(sum(${works.amount}), 0)::int`,
        workIds: sql<number[]>`array_agg(${works.id} ORDER BY ${works.id})`,
      })
      .from(works)
      .innerJoin(accounts, eq(accounts.id, works.ownerId))
      .where(and(hasReward, eq(works.rewardStatus, 'issued'), eq(works.payoutStatus, 'unpaid')))
      .groupBy(accounts.id)
      .orderBy(asc(accounts.realName), asc(accounts.id)),
};
