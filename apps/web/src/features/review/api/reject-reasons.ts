import type { RejectReason, RejectReasonBody } from '@stringer/shared/schemas/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { REJECT_REASONS_KEY } from './review';

/** Admins keep the reject reasons: add, change (texts, order, active) and remove. */
export function useSaveRejectReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: RejectReasonBody & { id?: number }) =>
      d.id ? http.put<RejectReason>('/manager/reject-reason', d) : http.post<RejectReason>('/manager/reject-reason', d),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REJECT_REASONS_KEY }),
  });
}

export function useRemoveRejectReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<null>('/manager/reject-reason/delete', { query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REJECT_REASONS_KEY }),
  });
}
