import type { Participation, Task } from '@stringer/shared/schemas/tasks';
import type { ActivityRow, TaskOfferRow, TaskRow, WorkRow } from '../../db/schema';
import { presentAssignment } from '../assignments';

const DAY_MS = 24 * 3_600_000;

/** Whole days left before the deadline, counting a part day as one; 0 once it has passed. */
export const remainingDays = (deadline: Date, now = Date.now()) =>
  Math.max(0, Math.ceil((deadline.getTime() - now) / DAY_MS));

/**
 * A task, with its pay in the install's `currency`; an exclusive one with the caller's offer
 * (`offer`), when they have one.
 */
export function presentTask(row: TaskRow, currency: string, offer?: TaskOfferRow): Task {
  return {
    id: row.id,
    title: row.title,
    titleZh: row.titleZh,
    brief: row.brief,
    briefZh: row.briefZh,
    cover: { filePath: row.coverPath },
    points: row.points,
    pay: row.payAmount > 0 ? { amount: row.payAmount, currency } : null,
    startTime: row.startsAt.toISOString(),
    deadline: row.endsAt.toISOString(),
    remainingDays: remainingDays(row.endsAt),
    scope: row.scope,
    status: row.listing,
    assignment: offer ? presentAssignment(offer, row) : null,
  };
}

/** A row of My task: the work and what it answers, with its reward. */
export function presentParticipation({
  work,
  task,
  activity,
}: {
  work: WorkRow;
  task: TaskRow | null;
  activity: ActivityRow | null;
}): Participation {
  const target = (task ?? activity) as TaskRow | ActivityRow;
  return {
    worksId: work.id,
    workTitle: work.title,
    auditStatus: work.auditStatus,
    type: task ? 'task' : 'activity',
    id: target.id,
    title: target.title,
    titleZh: target.titleZh,
    cover: { filePath: target.coverPath },
    startTime: target.startsAt.toISOString(),
    deadline: target.endsAt.toISOString(),
    remainingDays: remainingDays(target.endsAt),
    points: task?.points ?? null,
    minScore: activity?.minScore ?? null,
    maxScore: activity?.maxScore ?? null,
    score: work.score,
    rewardStatus: work.rewardStatus,
    payoutStatus: work.payoutStatus,
    submitTime: work.submittedAt.toISOString(),
  };
}
