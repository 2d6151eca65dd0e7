import { z } from 'zod';
import { pageQuery } from './common';
import { AGREEMENT_TYPES, agreement, agreementQuery, article } from './content';
import { id, queryId, requiredText } from './fields';

/** What admins write for the College and the agreements (the console's content pages). */

export const CONTENT_LIMITS = {
  titleMax: 100,
  summaryMax: 300,
  /** Rich text as HTML; the request body limit (1 MiB) holds both languages with room to spare. */
  bodyMax: 200_000,
} as const;

/** Rich text the editor produced: it must say something once its tags are set aside (an empty editor is `<p></p>`). */
const richText = (requiredKey: string) =>
  requiredText(requiredKey, CONTENT_LIMITS.bodyMax).refine(
    (html) =>
      html
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim().length > 0,
    requiredKey,
  );

const summaryText = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.summaryMax, 'errors.tooLong')
  .refine((s) => !s.includes('\u0000'), 'errors.invalidCharacters');

export const LISTINGS = ['listed', 'delisted'] as const;
export type Listing = (typeof LISTINGS)[number];

export const articleInput = z.object({
  title: requiredText('errors.titleRequired', CONTENT_LIMITS.titleMax),
  titleZh: requiredText('errors.titleRequired', CONTENT_LIMITS.titleMax),
  summary: summaryText.default(''),
  summaryZh: summaryText.default(''),
  body: richText('errors.bodyRequired'),
  bodyZh: richText('errors.bodyRequired'),
});
export type ArticleInput = z.infer<typeof articleInput>;

export const articleUpdate = articleInput.extend({ id: id() });
export type ArticleUpdate = z.infer<typeof articleUpdate>;

export const articleListingBody = z.object({
  id: id(),
  listing: z.enum(LISTINGS, { error: 'errors.invalidValue' }),
});
export type ArticleListingBody = z.infer<typeof articleListingBody>;

export const managerArticlePageQuery = pageQuery.extend({
  listing: z.enum(LISTINGS, { error: 'errors.invalidValue' }).optional(),
});
export type ManagerArticlePageQuery = z.infer<typeof managerArticlePageQuery>;

export const managerArticleQuery = z.object({ id: queryId() });

/** An article as the console shows it: delisted ones too, with their listing. */
export const managerArticle = article.extend({ listing: z.enum(LISTINGS) });
export type ManagerArticle = z.infer<typeof managerArticle>;

export const managerArticleSummary = managerArticle.omit({ body: true, bodyZh: true });
export type ManagerArticleSummary = z.infer<typeof managerArticleSummary>;

export const articleSaved = z.object({ id: z.number() });

export const agreementInput = z.object({
  type: z.enum(AGREEMENT_TYPES, { error: 'errors.agreementNotExist' }),
  title: requiredText('errors.titleRequired', CONTENT_LIMITS.titleMax),
  titleZh: requiredText('errors.titleRequired', CONTENT_LIMITS.titleMax),
  content: richText('errors.bodyRequired'),
  contentZh: richText('errors.bodyRequired'),
});
export type AgreementInput = z.infer<typeof agreementInput>;

/** Who saved a version: null for the texts the server seeds. */
const author = z.object({ id: z.number(), name: z.string() }).nullable();

/** One saved version of an agreement, in full. */
export const agreementVersion = agreement.extend({ author });
export type AgreementVersion = z.infer<typeof agreementVersion>;

/** A line of an agreement's history, newest first. */
export const agreementVersionSummary = agreementVersion.omit({ content: true, contentZh: true });
export type AgreementVersionSummary = z.infer<typeof agreementVersionSummary>;

export const agreementVersionQuery = agreementQuery.extend({ version: queryId('errors.agreementNotExist') });
export type AgreementVersionQuery = z.infer<typeof agreementVersionQuery>;

export const agreementPublished = z.object({ version: z.number() });
