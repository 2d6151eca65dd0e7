import type { QueueChoice, QueueKind } from '@stringer/shared/review-queues';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { effectiveActivitiesQueryOptions } from '../../../lib/activities-and-tasks';
import type { ApiQuery } from '../../../lib/api-types';
import { http } from '../../../lib/http';

export type { QueueKind };

/** The queue's filters besides its status tab, as the API names them. */
export type QueueFilters = Omit<
  ApiQuery<'get', '/manager/works/page'>,
  'auditStatus' | 'pageNum' | 'pageSize' | 'creatorId'
>;

export const PAGE_SIZE = 20;

/** Every key of the console's review: a decision refreshes them all. */
export const reviewKeys = {
  all: ['review'] as const,
  queue: (kind: QueueKind, status: number, pageNum: number, filters: QueueFilters) =>
    [...reviewKeys.all, kind, status, pageNum, filters] as const,
  detail: (kind: QueueKind, id: number | null) => [...reviewKeys.all, kind, 'detail', id] as const,
  rejectReasons: () => [...reviewKeys.all, 'reject-reasons'] as const,
  rejectReasonList: (all: boolean) => [...reviewKeys.rejectReasons(), all] as const,
  technical: (fileId: string) => [...reviewKeys.all, 'technical', fileId] as const,
};

export const useQueue = (kind: QueueKind, auditStatus: number, pageNum: number, filters: QueueFilters) =>
  useQuery({
    queryKey: reviewKeys.queue(kind, auditStatus, pageNum, filters),
    queryFn: () =>
      http.get(`/manager/${kind}/page`, {
        query: { auditStatus, pageNum, pageSize: PAGE_SIZE, ...filters },
      }),
    placeholderData: keepPreviousData,
  });

export const useWorkForReview = (id: number | null) =>
  useQuery({
    queryKey: reviewKeys.detail('works', id),
    queryFn: () => http.get('/manager/works/detail', { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });

export const useClueForReview = (id: number | null) =>
  useQuery({
    queryKey: reviewKeys.detail('clue', id),
    queryFn: () => http.get('/manager/clue/detail', { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });

export const useCertificationForReview = (id: number | null) =>
  useQuery({
    queryKey: reviewKeys.detail('certification', id),
    queryFn: () => http.get('/manager/certification/detail', { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });

/** The activities open now: what the works filter offers to pick from. */
export const useOpenActivities = () => useQuery({ ...effectiveActivitiesQueryOptions(), staleTime: 5 * 60_000 });

/** The reject reasons: the active ones to pick from, or all of them for the admins' screen. */
export const rejectReasonsQueryOptions = (all: boolean) =>
  queryOptions({
    queryKey: reviewKeys.rejectReasonList(all),
    queryFn: () => http.get('/manager/reject-reason/list', { query: all ? { all: 'true' } : {} }),
  });

export const useRejectReasons = (all = false, enabled = true) =>
  useQuery({ ...rejectReasonsQueryOptions(all), enabled });

export const claim = (kind: QueueKind, id: number) => http.post(`/manager/${kind}/claim`, { id });

/** A JPEG of a video at `time` seconds, as an object URL (the route needs the session's token). */
export const frameUrl = (fileId: string, time: number) =>
  http.blobUrl(`/manager/s3/bucket/${fileId}/videoFrame`, { time });

export function useSetPublic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: { worksId: number; public: boolean }) => http.put('/manager/works/public', d),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** What the decision form gives: the status picked among the queue's choices, and what goes with it. */
export interface Decision<K extends QueueKind = QueueKind> {
  id: number;
  status: QueueChoice<K>;
  reason?: string;
  score?: number;
  rejectReasonId?: number;
}

/** Each queue's body (worksId / id, auditStatus / status), its status one of the queue's choices. */
const decide: { [K in QueueKind]: (d: Decision<K>) => Promise<unknown> } = {
  works: (d) =>
    http.put('/manager/works/audit', {
      worksId: d.id,
      auditStatus: d.status,
      reason: d.reason,
      score: d.score,
      rejectReasonId: d.rejectReasonId,
    }),
  clue: (d) => http.put('/manager/clue/audit', { id: d.id, auditStatus: d.status, reason: d.reason }),
  certification: (d) => http.put('/manager/certification/audit', { id: d.id, status: d.status, reason: d.reason }),
};

export function useDecide<K extends QueueKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision<K>) => decide[kind](d),
    // The form shows the error at its field.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** A video's technical facts (codec, size, rate, loudness, the container's time and place). */
export const useTechnical = (fileId: string, ready: boolean) =>
  useQuery({
    queryKey: reviewKeys.technical(fileId),
    queryFn: () => http.get(`/manager/files/${fileId}/technical`),
    enabled: ready,
  });

/** Makes a video's renditions again (after a failure); audited. */
export function useRetryRenditions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => http.post(`/manager/files/${fileId}/renditions/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
