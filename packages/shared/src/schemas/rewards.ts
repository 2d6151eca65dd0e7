import { z } from 'zod';
import { PayoutStatus, RewardStatus } from '../statuses';
import { pageQuery, pageResult, titled } from './common';
import { distinct, id, queryId } from './fields';

/** How many works one batch may move: a page of the console's list at most. */
export const REWARD_BATCH_MAX = 100;

const workIds = distinct(
  z
    .array(id('errors.workNotExist'), 'errors.required')
    .min(1, 'errors.required')
    .max(REWARD_BATCH_MAX, 'errors.batchTooLarge'),
);
const reason = z.string().trim().max(500, 'errors.reasonTooLong').optional();

/**
 * Moves the rewards of one or more works. Any status is taken here, so that a move the shared
 * transition table does not list is refused by that table (409), not by the schema.
 */
export const rewardMoveBody = z.object({ workIds, rewardStatus: z.enum(RewardStatus), reason });
export type RewardMoveBody = z.infer<typeof rewardMoveBody>;

export const payoutMoveBody = z.object({ workIds, payoutStatus: z.enum(PayoutStatus), reason });
export type PayoutMoveBody = z.infer<typeof payoutMoveBody>;

/** The console's list of rewards: passed works that answer an activity or task. */
export const rewardPageQuery = pageQuery.extend({
  rewardStatus: z.enum(RewardStatus).optional(),
  payoutStatus: z.enum(PayoutStatus).optional(),
  creatorId: queryId().optional(),
  activityId: queryId().optional(),
  taskId: queryId().optional(),
});
export type RewardPageQuery = z.infer<typeof rewardPageQuery>;

export const rewardItem = z.object({
  worksId: z.number(),
  title: z.string(),
  creator: z.object({ id: z.number(), name: z.string(), mail: z.string() }),
  activity: titled.nullable(),
  task: titled.nullable(),
  /** A task's points, or null for an activity's work. */
  points: z.number().nullable(),
  /** An activity's score, or null for a task's work. */
  score: z.number().nullable(),
  rewardStatus: z.enum(RewardStatus),
  payoutStatus: z.enum(PayoutStatus),
  /** What it pays, in minor units of `currency`: carried once issued, the rate today before. */
  amount: z.number(),
  currency: z.string(),
  reviewTime: z.string().nullable(),
});
export type RewardItem = z.infer<typeof rewardItem>;

export const rewardPage = pageResult(rewardItem);
export type RewardPage = z.infer<typeof rewardPage>;

/** The CSV of what is due (issued, unpaid) per creator: its column headers' language. */
export const rewardDueQuery = z.object({ language: z.enum(['en', 'zh']).default('en') });
