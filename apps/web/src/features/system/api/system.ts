import type { RetryJobBody } from '@stringer/shared/schemas/system';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Heartbeats come every 5 s: reading every 10 s shows a silent instance within a beat or two. */
const REFRESH_MS = 10_000;

export const systemKeys = { overview: () => ['system'] as const };

export const systemOverviewQuery = queryOptions({
  queryKey: systemKeys.overview(),
  queryFn: () => http.get('/manager/system'),
  refetchInterval: REFRESH_MS,
});

export const useSystemOverview = () => useQuery(systemOverviewQuery);

/** Runs a failed job again; the page is read again after it. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetryJobBody) => http.post('/manager/system/jobs/retry', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemOverviewQuery.queryKey }),
  });
}
