import type { Agreement, Article, ArticleSummary, Banner } from '@stringer/shared/schemas/content';
import type {
  AgreementVersion,
  AgreementVersionSummary,
  ManagerArticle,
  ManagerArticleSummary,
} from '@stringer/shared/schemas/content-manager';
import type { ArticleRow, BannerRow } from '../../db/schema';
import { sanitizeRichText } from '../../platform/rich-text';
import type { AgreementVersionRow } from './agreements.repository';

/** The carousel's banner: what it shows and where it leads, not its window or its listing. */
export const presentBanner = (row: BannerRow): Banner => ({
  id: row.id,
  title: row.title,
  titleZh: row.titleZh,
  imagePath: row.imagePath,
  linkUrl: row.linkUrl,
});

type SummaryRow = Omit<ArticleRow, 'body' | 'bodyZh' | 'listing'>;

export const presentArticleSummary = ({ publishedAt, ...row }: SummaryRow): ArticleSummary => ({
  id: row.id,
  title: row.title,
  titleZh: row.titleZh,
  summary: row.summary,
  summaryZh: row.summaryZh,
  coverPath: row.coverPath,
  publishedAt: publishedAt.toISOString(),
});

/** The body is sanitized on the way out too: a row written around the console is served clean all the same. */
export const presentArticle = (row: ArticleRow): Article => ({
  ...presentArticleSummary(row),
  body: sanitizeRichText(row.body),
  bodyZh: sanitizeRichText(row.bodyZh),
});

export const presentManagerArticleSummary = (row: SummaryRow & Pick<ArticleRow, 'listing'>): ManagerArticleSummary => ({
  ...presentArticleSummary(row),
  listing: row.listing,
});

export const presentManagerArticle = (row: ArticleRow): ManagerArticle => ({
  ...presentArticle(row),
  listing: row.listing,
});

export const presentAgreement = (row: AgreementVersionRow): Agreement => ({
  type: row.type,
  title: row.title,
  titleZh: row.titleZh,
  content: sanitizeRichText(row.content),
  contentZh: sanitizeRichText(row.contentZh),
  version: row.version,
  updatedAt: row.createdAt.toISOString(),
});

const authorOf = (row: { authorId: number | null; authorName: string | null }) =>
  row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? '' };

export const presentAgreementVersion = (row: AgreementVersionRow): AgreementVersion => ({
  ...presentAgreement(row),
  author: authorOf(row),
});

export const presentAgreementHistoryLine = (
  row: Omit<AgreementVersionRow, 'content' | 'contentZh'>,
): AgreementVersionSummary => ({
  type: row.type,
  title: row.title,
  titleZh: row.titleZh,
  version: row.version,
  updatedAt: row.createdAt.toISOString(),
  author: authorOf(row),
});
