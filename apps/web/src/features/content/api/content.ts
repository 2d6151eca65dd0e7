import type { AgreementType } from '@stringer/shared/schemas/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { contentKeys } from './content-keys';

const long = { staleTime: 300_000 };

export const useBanners = () =>
  useQuery({ queryKey: contentKeys.banners(), queryFn: () => http.get('/web/banner/list'), ...long });

export const useArticles = (pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: contentKeys.articlesPage(pageNum, pageSize),
    queryFn: () => http.get('/web/college/article/list', { query: { pageNum, pageSize } }),
    placeholderData: keepPreviousData,
  });

export const useArticle = (id: number) =>
  useQuery({
    queryKey: contentKeys.article(id),
    queryFn: () => http.get(`/web/college/article/${id}`),
    enabled: id > 0,
  });

export const useAgreement = (agreementType: AgreementType) =>
  useQuery({
    queryKey: contentKeys.agreement(agreementType),
    queryFn: () => http.get('/web/agreement/content', { query: { agreementType } }),
    ...long,
  });

export const useAppLinks = () =>
  useQuery({
    queryKey: contentKeys.appLinks(),
    queryFn: () => http.get('/web/app/download'),
    ...long,
  });
