import type { AgreementType } from '@stringer/shared/schemas/content';
import type { PublicWorksQuery } from '@stringer/shared/schemas/public-works';

/** /public/videos' filters as the page's address keeps them (so a filtered list can be shared too). */
export type PublicFilter = Omit<PublicWorksQuery, 'pageNum' | 'pageSize'>;

/**
 * Every key of what the public pages read (banners, the College, agreements, app links, public
 * videos). A file of its own, importing nothing: the live-lists bridge of the signed-in shell names
 * these keys without pulling /index's fetchers into its chunk.
 */
export const contentKeys = {
  all: ['content'] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
  /** The College's pages and its articles. */
  articles: () => [...contentKeys.all, 'articles'] as const,
  articlesPage: (pageNum: number, pageSize: number) =>
    [...contentKeys.articles(), 'page', { pageNum, pageSize }] as const,
  article: (id: number) => [...contentKeys.articles(), 'detail', id] as const,
  agreements: () => [...contentKeys.all, 'agreement'] as const,
  agreement: (agreementType: AgreementType) => [...contentKeys.agreements(), agreementType] as const,
  appLinks: () => [...contentKeys.all, 'app'] as const,
  publicWorks: () => [...contentKeys.all, 'public-works'] as const,
  publicWorksPage: (pageNum: number, pageSize: number, filter: PublicFilter) =>
    [...contentKeys.publicWorks(), 'page', { pageNum, pageSize, ...filter }] as const,
  publicWork: (id: number) => [...contentKeys.publicWorks(), 'detail', id] as const,
};
