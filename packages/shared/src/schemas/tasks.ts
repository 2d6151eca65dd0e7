import { z } from 'zod';
import { ListingStatus, PayoutStatus, RewardStatus, WorkAuditStatus } from '../statuses';
import { assignmentState } from './assignments';
import { coverPath, pageQuery } from './common';
import { pathId, queryId } from './fields';

export const taskIdParams = z.object({ id: pathId('errors.taskNotExist') });
export const activityIdParams = z.object({ id: pathId('errors.activityNotExist') });

/** My task: the caller's own; a `customId`, when sent, must name the caller. */
export const myTaskPageQuery = pageQuery.extend({ customId: queryId().optional() });

/** An activity: entered with a work, scored by a reviewer within minScore..maxScore. */
export const activity = z.object({
  id: z.number(),
  title: z.string(),
  titleZh: z.string(),
  description: z.string(),
  descriptionZh: z.string(),
  cover: coverPath,
  minScore: z.number(),
  maxScore: z.number(),
  startTime: z.string(),
  deadline: z.string(),
});
export type Activity = z.infer<typeof activity>;

export const task = z.object({
  id: z.number(),
  title: z.string(),
  titleZh: z.string(),
  brief: z.string(),
  briefZh: z.string(),
  cover: coverPath,
  points: z.number(),
  /** What a passed work earns, in minor units of `currency` (docs/decisions/0058); null: no money. */
  pay: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
  startTime: z.string(),
  deadline: z.string(),
  remainingDays: z.number(),
  scope: z.enum(['useful', 'exclusive']),
  status: z.enum(ListingStatus),
  /** An exclusive task: the caller's offer and answer; null for a useful task or a visitor. */
  assignment: assignmentState.nullable(),
});
export type Task = z.infer<typeof task>;

/** A row of My task: a work I entered, and the task or activity it answers, with its reward. */
export const participation = z.object({
  worksId: z.number(),
  workTitle: z.string(),
  auditStatus: z.enum(WorkAuditStatus),
  type: z.enum(['task', 'activity']),
  id: z.number(),
  title: z.string(),
  titleZh: z.string(),
  cover: coverPath,
  startTime: z.string(),
  deadline: z.string(),
  remainingDays: z.number(),
  /** A task's points; an activity gives a score within its range instead. */
  points: z.number().nullable(),
  minScore: z.number().nullable(),
  maxScore: z.number().nullable(),
  score: z.number().nullable(),
  rewardStatus: z.enum(RewardStatus),
  payoutStatus: z.enum(PayoutStatus),
  submitTime: z.string(),
});
export type Participation = z.infer<typeof participation>;
