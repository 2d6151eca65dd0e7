import type { LicenceRequestBody } from '@stringer/shared/schemas/public-works';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** /public/videos' filters as the page's address keeps them (so a filtered list can be shared too). */
export interface PublicFilter {
  keyword?: string;
  tagId?: number;
  countryId?: number;
  from?: string;
  to?: string;
}

export const publicWorkKeys = {
  all: ['content', 'public-works'] as const,
  page: (pageNum: number, pageSize: number, filter: PublicFilter) =>
    [...publicWorkKeys.all, 'page', { pageNum, pageSize, ...filter }] as const,
  detail: (id: number) => [...publicWorkKeys.all, 'detail', id] as const,
};

export const usePublicWorks = (pageNum: number, pageSize: number, filter: PublicFilter = {}) =>
  useQuery({
    queryKey: publicWorkKeys.page(pageNum, pageSize, filter),
    queryFn: () => http.get('/web/works/public/page', { query: { pageNum, pageSize, ...filter } }),
    placeholderData: keepPreviousData,
  });

export const publicWorkQueryOptions = (id: number) =>
  queryOptions({
    queryKey: publicWorkKeys.detail(id),
    queryFn: () => http.get('/web/works/public/detail', { query: { id } }),
    enabled: id > 0,
    // The licence form's token is issued with the page: keep the one the form was shown with.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePublicWork = (id: number) => useQuery(publicWorkQueryOptions(id));

export const useRequestLicence = () =>
  useMutation({
    mutationFn: (body: LicenceRequestBody) => http.post('/web/works/public/licence-request', body),
    meta: { handlesErrors: true },
  });
