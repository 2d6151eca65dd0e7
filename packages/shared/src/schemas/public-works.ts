import { z } from 'zod';
import { pageQuery, tag } from './common';
import { publicCredentials } from './content-credentials';
import { calendarDay, email, id, queryId, requiredText, unstorable } from './fields';
import { fileInfo, signedPicture } from './files';

/** Filtered and searched totals are counted up to this many; past it `totalCapped` says "more" (0060). */
export const PUBLIC_COUNT_CAP = 10_000;

/**
 * /public/videos' filters: words of the title, description or place (Chinese included), one
 * tag, the creator's country, and the days the work was made public (from, to: inclusive).
 */
export const publicWorksQuery = pageQuery.extend({
  keyword: z
    .string()
    .trim()
    .max(100, 'errors.tooLong')
    .refine((text) => !unstorable(text), 'errors.invalidCharacters')
    .optional(),
  tagId: queryId().optional(),
  countryId: queryId().optional(),
  from: calendarDay('errors.dateInvalid').optional(),
  to: calendarDay('errors.dateInvalid').optional(),
});
export type PublicWorksQuery = z.infer<typeof publicWorksQuery>;

/** The creator as the public sees them: the display name they chose, and their country. */
export const publicCreator = z.object({
  nickName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  country: z.object({ id: z.number(), name: z.string(), nameZh: z.string().nullable() }).nullable(),
});

/** A card of /public/videos. */
export const publicWork = z.object({
  worksId: z.number(),
  title: z.string(),
  description: z.string(),
  cover: signedPicture.nullable(),
  videos: z.array(fileInfo),
  tags: z.array(tag),
  creator: publicCreator,
  location: z.string().nullable(),
  shootingDate: z.string().nullable(),
  publicAt: z.string().nullable(),
});
export type PublicWork = z.infer<typeof publicWork>;

export const publicWorksPage = z.object({
  list: z.array(publicWork),
  total: z.number(),
  totalCapped: z.boolean(),
  pageNum: z.number(),
  pageSize: z.number(),
});

/**
 * One public work's page: the card, its share address (`/v/{id}`) and poster (stable, unsigned),
 * the licence form's token (signed when the page was read: the form's minimum fill time), and when
 * the newsroom verified it (passed with its whole checklist ticked, decision 0082), or null.
 */
export const publicWorkDetail = publicWork.extend({
  shareUrl: z.string(),
  posterUrl: z.string().nullable(),
  licenceFormToken: z.string(),
  verifiedAt: z.string().nullable(),
  /** The Content Credentials of its video when they are valid (decision 0082), else null. */
  credentials: publicCredentials.nullable(),
});
export type PublicWorkDetail = z.infer<typeof publicWorkDetail>;

export const publicWorkQuery = z.object({ id: queryId('errors.workNotExist') });

/**
 * The "request a licence" form. `website` is a field people never see (a robot fills it in);
 * `formToken` comes with the page, so a request sent sooner after it than a person could type is refused.
 */
export const licenceRequestBody = z.object({
  worksId: id('errors.workNotExist'),
  name: requiredText('errors.nameRequired', 100),
  organisation: requiredText('errors.organisationRequired', 200),
  mail: email(),
  intendedUse: requiredText('errors.intendedUseRequired', 2000),
  language: z.enum(['en', 'zh'], { error: 'errors.invalidValue' }).default('en'),
  website: z.string().max(500, 'errors.tooLong').optional(),
  formToken: z.string({ error: 'errors.licenceFormExpired' }).max(200, 'errors.licenceFormExpired'),
});
export type LicenceRequestBody = z.infer<typeof licenceRequestBody>;

export const LICENCE_STATUSES = ['open', 'answered'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export const licencePageQuery = pageQuery.extend({
  status: z.enum(LICENCE_STATUSES, { error: 'errors.invalidValue' }).optional(),
});

/** A row of the console's licence requests. */
export const licenceRequestSummary = z.object({
  id: z.number(),
  work: z.object({ id: z.number(), title: z.string() }),
  name: z.string(),
  organisation: z.string(),
  mail: z.string(),
  language: z.enum(['en', 'zh']),
  status: z.enum(LICENCE_STATUSES),
  replies: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LicenceRequestSummary = z.infer<typeof licenceRequestSummary>;

export const licenceReply = z.object({
  id: z.number(),
  staff: z.object({ id: z.number(), name: z.string().nullable() }),
  body: z.string(),
  createdAt: z.string(),
});

/** A request whole: the asker's words, then support's replies in order (the mail thread). */
export const licenceRequestDetail = licenceRequestSummary.extend({
  intendedUse: z.string(),
  thread: z.array(licenceReply),
});
export type LicenceRequestDetail = z.infer<typeof licenceRequestDetail>;

export const licenceIdQuery = z.object({ id: queryId('errors.licenceRequestNotExist') });

export const licenceReplyBody = z.object({
  id: id('errors.licenceRequestNotExist'),
  body: requiredText('errors.replyRequired', 5000),
});
