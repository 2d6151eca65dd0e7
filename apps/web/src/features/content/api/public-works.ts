import type { LicenceRequestBody } from '@stringer/shared/schemas/public-works';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { contentKeys, type PublicFilter } from './content-keys';

export const usePublicWorks = (pageNum: number, pageSize: number, filter: PublicFilter = {}) =>
  useQuery({
    queryKey: contentKeys.publicWorksPage(pageNum, pageSize, filter),
    queryFn: () => http.get('/web/works/public/page', { query: { pageNum, pageSize, ...filter } }),
    placeholderData: keepPreviousData,
  });

export const publicWorkQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contentKeys.publicWork(id),
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
