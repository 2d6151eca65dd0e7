import { z } from 'zod';
import { LIMITS } from '../constants';
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
