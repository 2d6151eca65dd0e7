import type { RejectReasonBody } from '@stringer/shared/schemas/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { reviewKeys } from './review';

/** Admins keep the reject reasons: add, change (texts, order, active) and remove. */
export function useSaveRejectReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RejectReasonBody & { id?: number }) =>
      id ? http.put('/manager/reject-reason', { ...body, id }) : http.post('/manager/reject-reason', body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.rejectReasons() }),
  });
}

export function useRemoveRejectReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete('/manager/reject-reason/delete', { query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.rejectReasons() }),
  });
}
