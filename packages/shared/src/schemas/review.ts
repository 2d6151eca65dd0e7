import { z } from 'zod';
import { CertificationStatus, ClueAuditStatus, WorkAuditStatus } from '../statuses';
import { NEEDS_REASON } from '../transitions';
import { pageQuery } from './common';
import { id } from './fields';

const reason = z.string().trim().max(500, 'errors.reasonTooLong').optional();

/** A decision that must carry a reason (send back, reject, unaccept, fail) names the field. */
const reasonWhen =
  (statuses: number[], field: 'auditStatus' | 'status') => (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (statuses.includes(body[field] as number) && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'errors.reasonRequired' });
  };

/** The review API's contract (product-decisions "Message centre and console routes"). */
export const workAuditBody = z
  .object({
    worksId: id('errors.workNotExist'),
    auditStatus: z.union([
      z.literal(WorkAuditStatus.Passed),
      z.literal(WorkAuditStatus.Rejected),
      z.literal(WorkAuditStatus.SendBack),
    ]),
    reason,
    score: z.number('errors.invalidType').int('errors.invalidType').optional(),
  })
  .superRefine(reasonWhen(NEEDS_REASON.work, 'auditStatus'));
export type WorkAuditBody = z.infer<typeof workAuditBody>;

export const clueAuditBody = z
  .object({
    id: id('errors.clueNotExist'),
    auditStatus: z.union([
      z.literal(ClueAuditStatus.Accepted),
      z.literal(ClueAuditStatus.Unaccepted),
      z.literal(ClueAuditStatus.SendBack),
    ]),
    reason,
  })
  .superRefine(reasonWhen(NEEDS_REASON.clue, 'auditStatus'));
export type ClueAuditBody = z.infer<typeof clueAuditBody>;

export const certificationAuditBody = z
  .object({
    id: id('errors.notFound'),
    status: z.union([z.literal(CertificationStatus.Passed), z.literal(CertificationStatus.Failed)]),
    reason,
  })
  .superRefine(reasonWhen(NEEDS_REASON.certification, 'status'));
export type CertificationAuditBody = z.infer<typeof certificationAuditBody>;

/** A review queue: oldest first, filtered. */
export const reviewPageQuery = pageQuery.extend({
  auditStatus: z.coerce.number().int().min(0).max(3).optional(),
  creatorId: z.coerce.number().int().positive().optional(),
  submittedFrom: z.iso.datetime({ offset: true }).optional(),
  submittedTo: z.iso.datetime({ offset: true }).optional(),
});
export type ReviewPageQuery = z.infer<typeof reviewPageQuery>;

export const claimBody = z.object({ id: id('errors.notFound') });

export const reviewItem = z.object({
  id: z.number(),
  title: z.string(),
  status: z.number(),
  creator: z.object({ id: z.number(), name: z.string() }),
  submitTime: z.string(),
  reason: z.string().nullable(),
  /** Who is reviewing it now, while their claim lasts. */
  claimedBy: z.object({ id: z.number(), name: z.string(), until: z.string() }).nullable(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const reviewCounts = z.record(z.string(), z.number());

export const reviewPage = z.object({
  list: z.array(reviewItem),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
  counts: reviewCounts,
});

export type ReviewPage = z.infer<typeof reviewPage>;

export const claimResult = z.object({ until: z.string() });
