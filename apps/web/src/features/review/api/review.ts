import type { TechnicalInfo } from '@stringer/shared/schemas/files';
import type {
  CertificationForReview,
  ClueForReview,
  RejectReason,
  ReviewPage,
  WorkForReview,
} from '@stringer/shared/schemas/review';
import type { Activity } from '@stringer/shared/schemas/tasks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The three queues, by the API's path segment. */
export type QueueKind = 'works' | 'clue' | 'certification';

/** The queue's filters besides its status tab, as the API names them. */
export interface QueueFilters {
  creator?: string;
  activityId?: number;
  taskId?: number;
  countryId?: number;
  submittedFrom?: string;
  submittedTo?: string;
}

export const PAGE_SIZE = 20;
const KEY = ['review'] as const;

export const useQueue = (kind: QueueKind, auditStatus: number, pageNum: number, filters: QueueFilters) =>
  useQuery({
    queryKey: [...KEY, kind, auditStatus, pageNum, filters],
    queryFn: () =>
      http.get<ReviewPage>(`/manager/${kind}/page`, {
        query: { auditStatus, pageNum, pageSize: PAGE_SIZE, ...filters },
      }),
    placeholderData: keepPreviousData,
  });

const detail =
  <T>(path: string) =>
  (id: number | null) =>
    useQuery({
      queryKey: [...KEY, path, id],
      queryFn: () => http.get<T>(`/manager/${path}/detail`, { query: { id: id ?? 0 } }),
      enabled: id !== null,
    });

export const useWorkForReview = detail<WorkForReview>('works');
export const useClueForReview = detail<ClueForReview>('clue');
export const useCertificationForReview = detail<CertificationForReview>('certification');

/** The activities open now: what the works filter offers to pick from. */
export const useOpenActivities = () =>
  useQuery({
    queryKey: ['activities', 'effective'],
    queryFn: () => http.get<Activity[]>('/web/activity/effective/list'),
    staleTime: 5 * 60_000,
  });

export const REJECT_REASONS_KEY = [...KEY, 'reject-reasons'] as const;

/** The reject reasons: the active ones to pick from, or all of them for the admins' screen. */
export const useRejectReasons = (all = false, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...REJECT_REASONS_KEY, all],
    queryFn: () => http.get<RejectReason[]>('/manager/reject-reason/list', { query: all ? { all: 'true' } : {} }),
  });

export const claim = (kind: QueueKind, id: number) => http.post<{ until: string }>(`/manager/${kind}/claim`, { id });

/** A JPEG of a video at `time` seconds, as an object URL (the route needs the session's token). */
export const frameUrl = (fileId: string, time: number) =>
  http.blobUrl(`/manager/s3/bucket/${fileId}/videoFrame`, { time });

export function useSetPublic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: { worksId: number; public: boolean }) => http.put<null>('/manager/works/public', d),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** A decision: the body is the contract's for each queue (worksId / id, auditStatus / status). */
export function useDecide(kind: QueueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: { id: number; status: number; reason?: string; score?: number; rejectReasonId?: number }) =>
      http.put<null>(
        `/manager/${kind}/audit`,
        kind === 'works'
          ? { worksId: d.id, auditStatus: d.status, reason: d.reason, score: d.score, rejectReasonId: d.rejectReasonId }
          : kind === 'clue'
            ? { id: d.id, auditStatus: d.status, reason: d.reason }
            : { id: d.id, status: d.status, reason: d.reason },
      ),
    // The form shows the error at its field.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** A video's technical facts (codec, size, rate, loudness, the container's time and place). */
export const useTechnical = (fileId: string, ready: boolean) =>
  useQuery({
    queryKey: [...KEY, 'technical', fileId],
    queryFn: () => http.get<TechnicalInfo | null>(`/manager/files/${fileId}/technical`),
    enabled: ready,
  });

/** Makes a video's renditions again (after a failure); audited. */
export function useRetryRenditions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => http.post(`/manager/files/${fileId}/renditions/retry`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
