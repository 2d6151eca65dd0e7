import type { ManagedTask, TaskWork } from '@stringer/shared/schemas/catalog';
import type { WorkAuditStatus } from '@stringer/shared/statuses';
import type { TaskRow } from '../../db/schema';
import type { OfferJson } from './tasks.manager.repository';

interface Row {
  task: TaskRow;
  effective: boolean;
  works: number;
  offeredTo: OfferJson[];
}

// PostgreSQL's JSON writes times in its own text form: the API speaks ISO 8601.
const iso = (text: string) => new Date(text).toISOString();

export const presentManagedTask = ({ task: t, effective, works, offeredTo }: Row): ManagedTask => ({
  id: t.id,
  title: t.title,
  titleZh: t.titleZh,
  brief: t.brief,
  briefZh: t.briefZh,
  cover: t.coverPath,
  points: t.points,
  payAmount: t.payAmount,
  scope: t.scope,
  startTime: t.startsAt.toISOString(),
  deadline: t.endsAt.toISOString(),
  listing: t.listing,
  effective,
  works,
  offeredTo: offeredTo.map((o) => ({
    ...o,
    offeredAt: iso(o.offeredAt),
    answeredAt: o.answeredAt && iso(o.answeredAt),
  })),
  answerBy: t.answerBy?.toISOString() ?? null,
  offersClosedAt: t.offersClosedAt?.toISOString() ?? null,
  createdAt: t.createdAt.toISOString(),
});

export const presentTaskWork = (w: {
  worksId: number;
  title: string;
  creatorId: number;
  creatorName: string;
  creatorEmail: string;
  auditStatus: WorkAuditStatus;
  rewardStatus: TaskWork['rewardStatus'];
  payoutStatus: TaskWork['payoutStatus'];
  points: number | null;
  submittedAt: Date;
}): TaskWork => ({
  worksId: w.worksId,
  title: w.title,
  creator: { id: w.creatorId, name: w.creatorName, email: w.creatorEmail },
  auditStatus: w.auditStatus,
  rewardStatus: w.rewardStatus,
  payoutStatus: w.payoutStatus,
  points: w.points,
  submitTime: w.submittedAt.toISOString(),
});
