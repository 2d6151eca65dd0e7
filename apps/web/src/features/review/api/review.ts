import type { ReviewPage } from '@stringer/shared/schemas/review';
import type { WorkDetail } from '@stringer/shared/schemas/works';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The three queues, by the API's path segment. */
export type QueueKind = 'works' | 'clue' | 'certification';

const KEY = ['review'] as const;

export const useQueue = (kind: QueueKind, auditStatus: number, pageNum: number) =>
  useQuery({
    queryKey: [...KEY, kind, auditStatus, pageNum],
    queryFn: () => http.get<ReviewPage>(`/manager/${kind}/page`, { query: { auditStatus, pageNum, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });

export const useWorkForReview = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, 'work', id],
    queryFn: () => http.get<WorkDetail>('/manager/works/detail', { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });

export const claim = (kind: QueueKind, id: number) => http.post<{ until: string }>(`/manager/${kind}/claim`, { id });

/** A decision: the body is the contract's for each queue (worksId / id, auditStatus / status). */
export function useDecide(kind: QueueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: { id: number; status: number; reason?: string; score?: number }) =>
      http.put<null>(
        `/manager/${kind}/audit`,
        kind === 'works'
          ? { worksId: d.id, auditStatus: d.status, reason: d.reason, score: d.score }
          : kind === 'clue'
            ? { id: d.id, auditStatus: d.status, reason: d.reason }
            : { id: d.id, status: d.status, reason: d.reason },
      ),
    // The form shows the error at its field.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
