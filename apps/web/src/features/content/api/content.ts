import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type Page } from '../../../lib/http';
import type { FileInfo } from '../../../lib/uploads';

export interface Banner {
  id: number;
  title: string;
  titleZh: string;
  imagePath: string;
  linkUrl: string | null;
}

export interface ArticleSummary {
  id: number;
  title: string;
  titleZh: string;
  summary: string;
  summaryZh: string;
  coverPath: string | null;
  publishedAt: string;
}

export interface Article extends ArticleSummary {
  body: string;
  bodyZh: string;
}

export type AgreementType = 'privacy' | 'service' | 'transfer';

export interface Agreement {
  type: AgreementType;
  title: string;
  titleZh: string;
  content: string;
  contentZh: string;
  updatedAt: string;
}

export interface PublicWork {
  worksId: number;
  title: string;
  description: string;
  cover: { url: string } | null;
  videos: FileInfo[];
  creator: { nickName: string | null; avatarUrl: string | null };
  publicAt: string | null;
}

const long = { staleTime: 300_000 };

export const useBanners = () =>
  useQuery({ queryKey: ['content', 'banners'], queryFn: () => http.get<Banner[]>('/web/banner/list'), ...long });

export const useArticles = (pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: ['content', 'articles', { pageNum, pageSize }],
    queryFn: () => http.get<Page<ArticleSummary>>('/web/college/article/list', { query: { pageNum, pageSize } }),
    placeholderData: keepPreviousData,
  });

export const useArticle = (id: number) =>
  useQuery({
    queryKey: ['content', 'article', id],
    queryFn: () => http.get<Article>(`/web/college/article/${id}`),
    enabled: id > 0,
  });

export const useAgreement = (agreementType: AgreementType) =>
  useQuery({
    queryKey: ['content', 'agreement', agreementType],
    queryFn: () => http.get<Agreement>('/web/agreement/content', { query: { agreementType } }),
    ...long,
  });

export const useAppLinks = () =>
  useQuery({
    queryKey: ['content', 'app'],
    queryFn: () => http.get<{ ios: string | null; android: string | null }>('/web/app/download'),
    ...long,
  });

export const usePublicWorks = (pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: ['content', 'public-works', { pageNum, pageSize }],
    queryFn: () => http.get<Page<PublicWork>>('/web/works/public/page', { query: { pageNum, pageSize } }),
    placeholderData: keepPreviousData,
  });
