import type { Page } from '@stringer/shared/schemas/common';
import type { ListingStatus } from '@stringer/shared/statuses';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The catalog lists of the console, by the API's path segment (`/manager/{kind}/...`). */
export type CatalogKind = 'activity' | 'task' | 'banner';

export const PAGE_SIZE = 20;
const key = (kind: CatalogKind) => ['catalog', kind] as const;

export const useCatalogPage = <T>(kind: CatalogKind, listing: ListingStatus | undefined, pageNum: number) =>
  useQuery({
    queryKey: [...key(kind), listing ?? 'all', pageNum],
    queryFn: () =>
      http.get<Page<T>>(`/manager/${kind}/page`, {
        query: { pageNum, pageSize: PAGE_SIZE, ...(listing ? { listing } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

/** Create (no id) or update (with the item's id); the drawer's form shows refusals at their fields. */
export function useSaveItem<T>(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      body.id ? http.put<T>(`/manager/${kind}/update`, body) : http.post<T>(`/manager/${kind}/create`, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(kind) }),
  });
}

export function useSetListing(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; listing: ListingStatus }) => http.put<unknown>(`/manager/${kind}/listing`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(kind) }),
  });
}
