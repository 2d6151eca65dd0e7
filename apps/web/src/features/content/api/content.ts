import type { Page } from '@stringer/shared/schemas/common';
import type {
  Agreement,
  AgreementType,
  AppLinks,
  Article,
  ArticleSummary,
  Banner,
} from '@stringer/shared/schemas/content';
import type { PublicWork } from '@stringer/shared/schemas/works';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

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
    queryFn: () => http.get<AppLinks>('/web/app/download'),
    ...long,
  });

export const usePublicWorks = (pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: ['content', 'public-works', { pageNum, pageSize }],
    queryFn: () => http.get<Page<PublicWork>>('/web/works/public/page', { query: { pageNum, pageSize } }),
    placeholderData: keepPreviousData,
  });
