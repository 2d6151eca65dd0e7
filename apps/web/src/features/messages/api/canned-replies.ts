import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '../../../lib/api-types';
import { http } from '../../../lib/http';
import { supportKeys } from './support-inbox';

export const useCannedReplies = () =>
  useQuery({ queryKey: supportKeys.cannedReplies(), queryFn: () => http.get('/manager/canned-reply/list') });

type Body = ApiBody<'post', '/manager/canned-reply'>;

/** Adds (no id) or changes (an id) a canned reply; the list is read again after. */
export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body & { id?: number }) =>
      body.id === undefined
        ? http.post('/manager/canned-reply', body)
        : http.put('/manager/canned-reply', { ...body, id: body.id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.cannedReplies() }),
    meta: { handlesErrors: true },
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete('/manager/canned-reply/delete', { query: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.cannedReplies() }),
  });
}
