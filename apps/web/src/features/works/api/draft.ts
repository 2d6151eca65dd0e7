import type { Draft } from '@stringer/shared/schemas/works';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const getDraft = () => http.get<Draft>('/web/draft');
export const saveDraft = (data: Record<string, unknown>) => http.put<null>('/web/draft', data);

/** The draft once, when the screen opens; later saves do not refetch it. */
export const useDraftOnOpen = () =>
  useQuery({ queryKey: ['draft'], queryFn: getDraft, staleTime: Number.POSITIVE_INFINITY, gcTime: 0 });
