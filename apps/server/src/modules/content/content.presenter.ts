import type { Agreement, Article, ArticleSummary } from '@stringer/shared/schemas/content';
import type { AgreementRow, ArticleRow } from '../../db/schema';

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

export const presentArticle = (row: ArticleRow): Article => ({
  ...presentArticleSummary(row),
  body: row.body,
  bodyZh: row.bodyZh,
});

export const presentAgreement = (row: AgreementRow): Agreement => ({ ...row, updatedAt: row.updatedAt.toISOString() });
