import { z } from 'zod';
import { ClueAuditStatus } from '../statuses';
import { pageQuery } from './common';
import { calendarDay, distinct, id, queryId, requiredText } from './fields';
import { fileInfo } from './files';

const fileId = z
  .string({ error: 'errors.fileNotExist' })
  .max(64, 'errors.fileNotExist')
  .regex(/^[A-Za-z0-9_-]+$/, 'errors.fileNotExist');

/** An optional web link: blank is none, anything else must be a full http(s) URL. */
const link = z
  .string({ error: 'errors.invalidType' })
  .trim()
  .max(500, 'errors.tooLong')
  .regex(/^(https?:\/\/\S+)?$/i, 'errors.linkFormat')
  .nullable()
  .optional();

export const CLUE_MEDIA_MAX = 20;

const clueFields = z.object({
  /** What happened, in a line. */
  title: requiredText('errors.clueTitleRequired', 100),
  description: requiredText('errors.clueDescriptionRequired', 5000),
  happenedOn: calendarDay('errors.happenedOnRequired')
    // A day ahead of UTC is still "today" somewhere on Earth.
    .refine((d) => Date.parse(d) <= Date.now() + 86_400_000, 'errors.happenedInFuture'),
  countryId: id('errors.regionRequired'),
  provinceId: id('errors.regionRequired').nullable().optional(),
  cityId: id('errors.regionRequired').nullable().optional(),
  place: z.string({ error: 'errors.invalidType' }).trim().max(200, 'errors.tooLong').nullable().optional(),
  mediaFileIds: distinct(
    z.array(fileId, { error: 'errors.invalidType' }).max(CLUE_MEDIA_MAX, 'errors.tooManyFiles'),
  ).default([]),
  /** The network-disk link to the full footage. */
  diskLink: link,
  source: z.enum(['own', 'tip'], { error: 'errors.invalidValue' }).default('own'),
  sourceLink: link,
});

/** A tip of someone else's footage must say where that footage is. */
const sourceGiven = (c: { source: string; sourceLink?: string | null }) => c.source !== 'tip' || Boolean(c.sourceLink);
const sourceIssue = { path: ['sourceLink'], message: 'errors.sourceLinkRequired' };

export const clueBody = clueFields.refine(sourceGiven, sourceIssue);
export type ClueBody = z.infer<typeof clueBody>;

export const clueUpdateBody = clueFields.extend({ id: id('errors.clueNotExist') }).refine(sourceGiven, sourceIssue);
export type ClueUpdateBody = z.infer<typeof clueUpdateBody>;

export const cluePageQuery = pageQuery.extend({
  customId: queryId(),
  auditStatus: z
    .enum(['0', '1', '2', '3'], { error: 'errors.invalidValue' })
    .transform((s) => Number(s) as ClueAuditStatus)
    .optional(),
});

export const clueIdQuery = z.object({ id: queryId('errors.clueNotExist') });

/** The form's field rules, one by one (the object's own refinement needs the whole form). */
export const clueShape = clueFields.shape;

/** A clue as its creator sees it, in the list and in its details. */
export const clue = z.object({
  id: z.number(),
  customId: z.number(),
  title: z.string(),
  description: z.string(),
  happenedOn: z.string(),
  countryId: z.number(),
  provinceId: z.number().nullable(),
  cityId: z.number().nullable(),
  place: z.string().nullable(),
  diskLink: z.string().nullable(),
  source: z.enum(['own', 'tip']),
  sourceLink: z.string().nullable(),
  media: z.array(fileInfo),
  auditStatus: z.enum(ClueAuditStatus),
  reviewReason: z.string().nullable(),
  reviewTime: z.string().nullable(),
  submitTime: z.string(),
  updatedAt: z.string(),
});
export type Clue = z.infer<typeof clue>;

export const clueCreated = z.object({ id: z.number() });
