import type { LicenceStatus } from '@stringer/shared/schemas/public-works';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const licenceKeys = {
  all: ['licences'] as const,
  pages: () => [...licenceKeys.all, 'page'] as const,
  page: (status: LicenceStatus | undefined, pageNum: number, pageSize: number) =>
    [...licenceKeys.pages(), { status, pageNum, pageSize }] as const,
  detail: (id: number) => [...licenceKeys.all, 'detail', id] as const,
};

export const useLicenceRequests = (status: LicenceStatus | undefined, pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: licenceKeys.page(status, pageNum, pageSize),
    queryFn: () => http.get('/manager/licence/page', { query: { status, pageNum, pageSize } }),
    placeholderData: keepPreviousData,
  });

export const licenceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: licenceKeys.detail(id),
    queryFn: () => http.get('/manager/licence/detail', { query: { id } }),
    enabled: id > 0,
  });

export const useLicenceRequest = (id: number) => useQuery(licenceQueryOptions(id));

/** Support's reply: mailed to the asker, kept in the thread; the list and the request show it at once. */
export function useReplyToLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; body: string }) => http.post('/manager/licence/reply', body),
    meta: { handlesErrors: true },
    onSuccess: (detail) => {
      queryClient.setQueryData(licenceKeys.detail(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: licenceKeys.pages() });
    },
  });
}
