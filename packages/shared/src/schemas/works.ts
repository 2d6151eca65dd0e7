import { z } from 'zod';
import { LIMITS } from '../constants';
import { PayoutStatus, RewardStatus } from '../statuses';
import { pageQuery } from './common';
import { distinct, id, queryId, requiredText } from './fields';

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
  shootingDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.invalidValue')
    .nullable()
    .optional(),
});
export type WorkBody = z.infer<typeof workBody>;

export const workUpdateBody = workBody.extend({ worksId: id('errors.workNotExist') });
export type WorkUpdateBody = z.infer<typeof workUpdateBody>;

export const worksPageQuery = pageQuery.extend({
  customId: queryId(),
  auditStatus: z.enum(['0', '1', '2', '3'], { error: 'errors.invalidValue' }).transform(Number).optional(),
});

export const worksIdQuery = z.object({ id: queryId('errors.workNotExist') });
export const worksDeleteQuery = z.object({ worksId: queryId('errors.workNotExist') });

/** The draft is the form as the creator left it: any JSON object, kept as it came. */
export const draftBody = z.record(z.string(), z.unknown(), { error: 'errors.invalidValue' });

/**
 * `GET /web/draft`: the draft's fields as they were sent, at the top level, with `updatedAt` (when
 * it was last saved, ISO 8601; the server's, over any field of that name); null when there is none.
 */
export const draftResult = z.object({ updatedAt: z.string() }).catchall(z.unknown()).nullable();
export type DraftResult = z.infer<typeof draftResult>;

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
