import type { ClueBody, ClueUpdateBody } from '@stringer/shared/schemas/clues';
import type { ClueAuditStatus } from '@stringer/shared/statuses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';

export const clueKeys = {
  all: ['clues'] as const,
  /** My clue's pages. */
  page: () => [...clueKeys.all, 'page'] as const,
  pageOf: (pageNum: number, pageSize: number, auditStatus?: ClueAuditStatus) =>
    [...clueKeys.page(), { pageNum, pageSize, auditStatus }] as const,
  detail: (id: number) => [...clueKeys.all, 'detail', id] as const,
};

/** My clues, one page; the list is the session's own (customId). */
export const cluesPageQueryOptions = (pageNum: number, pageSize: number, auditStatus?: ClueAuditStatus) =>
  queryOptions({
    queryKey: clueKeys.pageOf(pageNum, pageSize, auditStatus),
    queryFn: () =>
      http.get('/web/clue/page', {
        query: { customId: useSession.getState().userId ?? '', pageNum, pageSize, auditStatus },
      }),
  });

export const useClue = (id: number) =>
  useQuery({
    queryKey: clueKeys.detail(id),
    queryFn: () => http.get('/web/clue/detail', { query: { id } }),
    enabled: id > 0,
  });

function useCluesMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The form shows the error at its field.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clueKeys.all }),
  });
}

export const useSubmitClue = () => useCluesMutation((body: ClueBody) => http.post('/web/clue', body));
export const useUpdateClue = () => useCluesMutation((body: ClueUpdateBody) => http.put('/web/clue', body));
