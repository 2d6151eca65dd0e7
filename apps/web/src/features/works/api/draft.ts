import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const getDraft = () => http.get('/web/draft');
export const saveDraft = (data: Record<string, unknown>) => http.put('/web/draft', data);

/** The saved form's fields, with when it was saved. */
export type Draft = NonNullable<Awaited<ReturnType<typeof getDraft>>>;

export const draftKeys = {
  all: ['draft'] as const,
  /** Read once as Publish Work opens: later saves do not refetch it. */
  onOpen: () => [...draftKeys.all, 'onOpen'] as const,
  box: () => [...draftKeys.all, 'box'] as const,
};

/**
 * The draft once, when Publish Work opens. Static, so no invalidation refetches it (a video's
 * rendition arriving refetches every active query): it would bring the draft being typed, offered
 * as if left earlier.
 */
export const useDraftOnOpen = () =>
  useQuery({ queryKey: draftKeys.onOpen(), queryFn: getDraft, staleTime: 'static', gcTime: 0 });

/** The draft as the drafts box shows it: fetched on each visit, since Publish Work saves it as the creator types. */
export const useDraft = () => useQuery({ queryKey: draftKeys.box(), queryFn: getDraft, staleTime: 0 });

export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete('/web/draft'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftKeys.all }),
  });
}
