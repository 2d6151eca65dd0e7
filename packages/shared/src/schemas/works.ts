import { z } from 'zod';
import { LIMITS } from '../constants';
import { PayoutStatus, RewardStatus, WorkAuditStatus } from '../statuses';
import { pageQuery, tag, titled } from './common';
import { calendarDay, distinct, id, queryId, requiredText } from './fields';
import { fileInfo, signedPicture } from './files';

const fileId = (requiredKey: string) => requiredText(requiredKey, 64).regex(/^[A-Za-z0-9_-]+$/, 'errors.fileNotExist');

export const workBody = z.object({
  title: requiredText('errors.titleRequired', 100),
  /** The body: what the footage shows, and the network-disk link to the full-quality content. */
  description: requiredText('errors.descriptionRequired', 5000),
  tags: distinct(
    z.array(id(), { error: 'errors.tagsRequired' }).min(1, 'errors.tagsRequired').max(LIMITS.tagsMax, 'errors.tagsMax'),
  ),
  coverFileId: fileId('errors.coverRequired'),
  videoFileIds: distinct(
    z
      .array(fileId('errors.videoRequired'), { error: 'errors.videoRequired' })
      .min(1, 'errors.videoRequired')
      .max(LIMITS.videosPerWork, 'errors.tooManyVideos'),
  ),
  attachmentFileIds: distinct(z.array(fileId('errors.fileNotExist')).max(20, 'errors.tooManyFiles')).default([]),
  activityId: id().nullable().optional(),
  /** A task the work answers (Task details' "take part"); a work answers one activity or one task. */
  taskId: id().nullable().optional(),
  location: z.string().trim().max(200, 'errors.tooLong').nullable().optional(),
  shootingDate: calendarDay('errors.dateInvalid').nullable().optional(),
});
export type WorkBody = z.infer<typeof workBody>;

export const workUpdateBody = workBody.extend({ worksId: id('errors.workNotExist') });
export type WorkUpdateBody = z.infer<typeof workUpdateBody>;

export const worksPageQuery = pageQuery.extend({
  customId: queryId(),
  auditStatus: z
    .enum(['0', '1', '2', '3'], { error: 'errors.invalidValue' })
    .transform((s) => Number(s) as WorkAuditStatus)
    .optional(),
});

export const worksIdQuery = z.object({ id: queryId('errors.workNotExist') });
export const worksDeleteQuery = z.object({ worksId: queryId('errors.workNotExist') });

/** The draft is the form as the creator left it: any JSON object, kept as it came. */
export const draftBody = z.record(z.string(), z.unknown(), { error: 'errors.invalidValue' });

export const workCreated = z.object({ worksId: z.number() });

/** A row of My works: what the list shows (spec section 2's columns). */
export const workSummary = z.object({
  worksId: z.number(),
  customId: z.number(),
  title: z.string(),
  cover: signedPicture.nullable(),
  tags: z.array(tag),
  activity: titled.nullable(),
  task: titled.nullable(),
  submitTime: z.string(),
  auditStatus: z.enum(WorkAuditStatus),
  reviewTime: z.string().nullable(),
  reviewReason: z.string().nullable(),
  /** The least progress (0..1) among its videos still being processed; null once all are done. */
  videosProcessing: z.number().nullable(),
  /** Those videos' file ids: their live progress (the socket's `media`) moves the figure. */
  videosInProcess: z.array(z.string()),
  /**
   * Every one of those videos can already be played (its first stream or preview exists) while
   * better renditions are made: the list says "Playable — improving quality" instead of "Processing".
   */
  videosPlayable: z.boolean(),
});
export type WorkSummary = z.infer<typeof workSummary>;

/**
 * What a work made for a task or activity earns (null for a work on its own): a task's points (the
 * work's own once issued), an activity's score within its range once reviewed, and where the
 * reward stands: Submitted, then Issued, then Unpaid or Paid.
 */
export const workReward = z
  .object({
    points: z.number().nullable(),
    score: z.number().nullable(),
    minScore: z.number().nullable(),
    maxScore: z.number().nullable(),
    rewardStatus: z.enum(RewardStatus),
    payoutStatus: z.enum(PayoutStatus),
  })
  .nullable();
export type WorkReward = z.infer<typeof workReward>;

/**
 * What an earlier version of a work held: the fields its creator could change, its files with
 * signed addresses like the current ones, and the reason it was sent back with.
 */
export const workVersionContent = z.object({
  title: z.string(),
  description: z.string(),
  tags: z.array(tag),
  cover: signedPicture.nullable(),
  coverFileId: z.string(),
  videos: z.array(fileInfo),
  attachments: z.array(fileInfo),
  activity: titled.nullable(),
  task: titled.nullable(),
  location: z.string().nullable(),
  shootingDate: z.string().nullable(),
  reviewReason: z.string().nullable(),
});
export type WorkVersionContent = z.infer<typeof workVersionContent>;

/**
 * A version of a work: an edit after a send-back makes the next one (an edit while Pending
 * changes the current one). `createdAt`: when it was submitted; `replacedAt` and `content` are
 * null for the current version, whose content is the work's own fields.
 */
export const workVersion = z.object({
  version: z.number(),
  createdAt: z.string(),
  replacedAt: z.string().nullable(),
  content: workVersionContent.nullable(),
});
export type WorkVersion = z.infer<typeof workVersion>;

export const workDetail = workSummary.extend({
  description: z.string(),
  location: z.string().nullable(),
  shootingDate: z.string().nullable(),
  coverFileId: z.string(),
  videos: z.array(fileInfo),
  attachments: z.array(fileInfo),
  reward: workReward,
  updatedAt: z.string(),
  /** The current version's number (1 until an edit after a send-back). */
  version: z.number(),
  /** Every version, newest (the current one) first. */
  versions: z.array(workVersion),
});
export type WorkDetail = z.infer<typeof workDetail>;

type JsonValue = z.infer<ReturnType<typeof z.json>>;
/**
 * A draft holds the client's own form state, kept as it came (draftBody): any JSON. Declared as
 * such rather than as z.json(), whose recursion OpenAPI 3.0 cannot name.
 */
const jsonValue = z.custom<JsonValue>(() => true).meta({ description: 'Any JSON value' });

/**
 * `GET /web/draft`: the draft's fields as they were sent, at the top level, with `updatedAt` (when
 * it was last saved, ISO 8601; the server's, over any field of that name); null when there is none.
 */
export const draftResult = z.object({ updatedAt: z.string() }).catchall(jsonValue).nullable();
export type DraftResult = z.infer<typeof draftResult>;
