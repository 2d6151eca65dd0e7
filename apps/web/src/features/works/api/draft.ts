import type { DraftResult } from '@stringer/shared/schemas/works';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The saved form's fields, with when it was saved. */
export type Draft = NonNullable<DraftResult>;

export const getDraft = () => http.get<DraftResult>('/web/draft');
export const saveDraft = (data: Record<string, unknown>) => http.put<null>('/web/draft', data);

/** The draft once, when Publish Work opens; later saves do not refetch it. */
export const useDraftOnOpen = () =>
  useQuery({ queryKey: ['draft', 'onOpen'], queryFn: getDraft, staleTime: Number.POSITIVE_INFINITY, gcTime: 0 });

/** The draft as the drafts box shows it: fetched on each visit, since Publish Work saves it as the creator types. */
export const useDraft = () => useQuery({ queryKey: ['draft', 'box'], queryFn: getDraft, staleTime: 0 });

export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<null>('/web/draft'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['draft'] }),
  });
}
