import type { Clue, ClueBody, ClueUpdateBody } from '@stringer/shared/schemas/clues';
import type { Page } from '@stringer/shared/schemas/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';

/** My clues, one page; the list is the session's own (customId). */
export const getCluesPage = (pageNum: number, pageSize: number, auditStatus?: number) =>
  http.get<Page<Clue>>('/web/clue/page', {
    query: { customId: useSession.getState().userId ?? undefined, pageNum, pageSize, auditStatus },
  });

export const useClue = (id: number) =>
  useQuery({
    queryKey: ['clues', 'detail', id],
    queryFn: () => http.get<Clue>('/web/clue/detail', { query: { id } }),
    enabled: id > 0,
  });

function useCluesMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The form shows the error at its field.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clues'] }),
  });
}

export const useSubmitClue = () => useCluesMutation((body: ClueBody) => http.post<{ id: number }>('/web/clue', body));
export const useUpdateClue = () => useCluesMutation((body: ClueUpdateBody) => http.put<Clue>('/web/clue', body));
