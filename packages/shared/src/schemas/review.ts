import { z } from 'zod';
import { CertificationStatus, ClueAuditStatus, WorkAuditStatus } from '../statuses';
import { NEEDS_REASON } from '../transitions';
import { pageQuery } from './common';
import { anyId, id, instant, requiredText } from './fields';
import { fileInfo } from './files';
import { workDetail } from './works';

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
    /** Rejecting: the reason picked from the admins' list; the free text then only adds to it. */
    rejectReasonId: id('errors.rejectReasonNotExist').optional(),
    score: z.number('errors.invalidType').int('errors.invalidType').optional(),
  })
  .superRefine((body, ctx) => {
    // A listed reason is a reason: contract clients may still send free text alone.
    if (body.auditStatus === WorkAuditStatus.Rejected && body.rejectReasonId) return;
    reasonWhen(NEEDS_REASON.work, 'auditStatus')(body, ctx);
  });
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

const queryNumber = anyId();

/**
 * A review queue: oldest first, filtered. Each filter is answered by an index that leads with it
 * (docs/decisions/0036); `activityId`/`taskId` apply to works, `countryId` to clues and
 * certifications. `creator` is an email (exact) or the beginning of a name.
 */
export const reviewPageQuery = pageQuery.extend({
  auditStatus: z.coerce.number('errors.invalidType').int('errors.invalidType').min(0).max(3).optional(),
  creatorId: queryNumber.optional(),
  creator: z.string().trim().max(100, 'errors.tooLong').optional(),
  activityId: queryNumber.optional(),
  taskId: queryNumber.optional(),
  countryId: queryNumber.optional(),
  submittedFrom: instant('errors.dateInvalid').optional(),
  submittedTo: instant('errors.dateInvalid').optional(),
});
export type ReviewPageQuery = z.infer<typeof reviewPageQuery>;

export const claimBody = z.object({ id: id('errors.notFound') });

export const reviewItem = z.object({
  id: z.number(),
  title: z.string(),
  /** Its queue's status: a work's, a clue's or a certification's (REVIEW_QUEUES). */
  status: z.union([z.enum(WorkAuditStatus), z.enum(ClueAuditStatus), z.enum(CertificationStatus)]),
  creator: z.object({ id: z.number(), name: z.string() }),
  submitTime: z.string(),
  reason: z.string().nullable(),
  /** Who is reviewing it now, while their claim lasts. */
  claimedBy: z.object({ id: z.number(), name: z.string(), until: z.string() }).nullable(),
  /** The least progress (0..1) among its videos still being processed; null once all can be watched. */
  videosProcessing: z.number().nullable(),
  /** Those videos' file ids: their live progress (the socket's `media`) moves the figure. */
  videosInProcess: z.array(z.string()),
  /**
   * Every one of those videos can already be played (its first stream or preview exists) while
   * better renditions are made: the list says "Playable — improving quality" instead of "Processing".
   */
  videosPlayable: z.boolean(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const reviewCounts = z.record(z.string(), z.number());

/** Totals are counted up to this many; past it `totalCapped` says "more" (docs/decisions/0036). */
export const REVIEW_COUNT_CAP = 10_000;

export const reviewPage = z.object({
  list: z.array(reviewItem),
  total: z.number(),
  totalCapped: z.boolean(),
  pageNum: z.number(),
  pageSize: z.number(),
  counts: reviewCounts,
});

export type ReviewPage = z.infer<typeof reviewPage>;

export const claimResult = z.object({ until: z.string() });

/** Making a passed work public on /public/videos, or private again. */
export const workPublicBody = z.object({
  worksId: id('errors.workNotExist'),
  public: z.boolean('errors.invalidType'),
});
export type WorkPublicBody = z.infer<typeof workPublicBody>;

const area = z.object({ id: z.number(), name: z.string(), nameZh: z.string().nullable() }).nullable();
const place = z.object({ country: area, province: area, city: area });

/** The creator as a reviewer sees them beside what they submitted. */
export const reviewCreator = z.object({
  id: z.number(),
  realName: z.string(),
  nickName: z.string().nullable(),
  mail: z.string(),
  avatarUrl: z.string().nullable(),
  intro: z.string().nullable(),
  certificationStatus: z.enum(CertificationStatus),
  createdAt: z.string(),
  area: place,
});
export type ReviewCreator = z.infer<typeof reviewCreator>;

/** A work as the reviewer opens it: the creator's own view, who made it, and their earlier works. */
export const workForReview = workDetail.extend({
  isPublic: z.boolean(),
  /** When the creator deleted it after review: kept for staff, no longer theirs to see or ours to decide. */
  withdrawnAt: z.string().nullable(),
  creator: reviewCreator,
  earlierWorks: z.array(
    z.object({ worksId: z.number(), title: z.string(), auditStatus: z.enum(WorkAuditStatus), submitTime: z.string() }),
  ),
});
export type WorkForReview = z.infer<typeof workForReview>;

export const clueForReview = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  happenedOn: z.string(),
  area: place,
  place: z.string().nullable(),
  diskLink: z.string().nullable(),
  source: z.enum(['own', 'tip']),
  sourceLink: z.string().nullable(),
  media: z.array(fileInfo),
  auditStatus: z.enum(ClueAuditStatus),
  reviewReason: z.string().nullable(),
  submitTime: z.string(),
  creator: reviewCreator,
});
export type ClueForReview = z.infer<typeof clueForReview>;

export const certificationForReview = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  birthDate: z.string(),
  area: place,
  resume: fileInfo,
  status: z.enum(CertificationStatus),
  reason: z.string().nullable(),
  submitTime: z.string(),
  creator: reviewCreator,
});
export type CertificationForReview = z.infer<typeof certificationForReview>;

/** A reason an admin keeps for rejecting works. */
export const rejectReason = z.object({
  id: z.number(),
  text: z.string(),
  textZh: z.string(),
  position: z.number(),
  active: z.boolean(),
});
export type RejectReason = z.infer<typeof rejectReason>;

export const rejectReasonBody = z.object({
  text: requiredText('errors.rejectReasonTextRequired', 200),
  textZh: requiredText('errors.rejectReasonTextRequired', 200),
  position: z.number('errors.invalidType').int('errors.invalidType').min(0).max(999).default(0),
  active: z.boolean('errors.invalidType').default(true),
});
export type RejectReasonBody = z.infer<typeof rejectReasonBody>;

export const rejectReasonUpdateBody = rejectReasonBody.extend({ id: id('errors.rejectReasonNotExist') });
export type RejectReasonUpdateBody = z.infer<typeof rejectReasonUpdateBody>;

export const rejectReasonListQuery = z.object({
  /** Reviewers see the active ones (what they may pick); admins ask for all. */
  all: z
    .enum(['true', 'false'], { error: 'errors.invalidValue' })
    .transform((v) => v === 'true')
    .optional(),
});
