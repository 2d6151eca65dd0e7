import { z } from 'zod';
import { pathId } from './fields';

/** Banners, College articles, agreements and app links: what staff publish, in both languages. */

export const banner = z.object({
  id: z.number(),
  title: z.string(),
  titleZh: z.string(),
  imagePath: z.string(),
  linkUrl: z.string().nullable(),
});
export type Banner = z.infer<typeof banner>;

export const articleSummary = z.object({
  id: z.number(),
  title: z.string(),
  titleZh: z.string(),
  summary: z.string(),
  summaryZh: z.string(),
  coverPath: z.string().nullable(),
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/** Rich text (HTML), sanitized by the server when saved and when served; the client sanitizes it too. */
export const article = articleSummary.extend({ body: z.string(), bodyZh: z.string() });
export type Article = z.infer<typeof article>;

export const articleIdParams = z.object({ id: pathId('errors.articleNotExist') });

export const AGREEMENT_TYPES = ['privacy', 'service', 'transfer'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

export const agreementQuery = z.object({
  agreementType: z.enum(AGREEMENT_TYPES, { error: 'errors.agreementNotExist' }),
});

export const agreement = z.object({
  type: z.enum(AGREEMENT_TYPES),
  title: z.string(),
  titleZh: z.string(),
  content: z.string(),
  contentZh: z.string(),
  /** The version served: each save by an admin adds one (1 for the seeded text). */
  version: z.number(),
  updatedAt: z.string(),
});
export type Agreement = z.infer<typeof agreement>;

/** The app's store links; null: not offered. */
export const appLinks = z.object({ ios: z.string().nullable(), android: z.string().nullable() });
export type AppLinks = z.infer<typeof appLinks>;
