import type { ManagedActivity, ManagedBanner, ManagedTask } from '@stringer/shared/schemas/catalog';
import type { Page } from '@stringer/shared/schemas/common';
import type { ListingStatus } from '@stringer/shared/statuses';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Body, Operation } from '../../../lib/api-types';
import { http } from '../../../lib/http';

/** The catalog lists of the console, by the API's path segment (`/manager/{kind}/...`). */
export type CatalogKind = 'activity' | 'task' | 'banner';

/** Each kind's row in its console list. */
export interface CatalogItems {
  activity: ManagedActivity;
  task: ManagedTask;
  banner: ManagedBanner;
}

type PageQuery = { pageNum: number; pageSize: number; listing?: ListingStatus };

/** One call per kind, so that each kind's page is its own item's (a call over the union of paths answers the union). */
const pageOf: { [K in CatalogKind]: (query: PageQuery) => Promise<Page<CatalogItems[K]>> } = {
  activity: (query) => http.get('/manager/activity/page', { query }),
  task: (query) => http.get('/manager/task/page', { query }),
  banner: (query) => http.get('/manager/banner/page', { query }),
};

/** What the drawer's form saves: a new item, or (with its id) a change to one. */
export type CatalogBody = Body<Operation<'post', `/manager/${CatalogKind}/create`>> & { id?: number };

export const PAGE_SIZE = 20;
export const catalogKeys = {
  all: ['catalog'] as const,
  kind: (kind: CatalogKind) => [...catalogKeys.all, kind] as const,
  page: (kind: CatalogKind, listing: ListingStatus | undefined, pageNum: number) =>
    [...catalogKeys.kind(kind), listing ?? 'all', pageNum] as const,
  creators: (keyword: string) => [...catalogKeys.all, 'creators', keyword] as const,
  taskWorks: (id: number, pageNum: number) => [...catalogKeys.kind('task'), 'works', id, pageNum] as const,
  task: (id: number) => [...catalogKeys.kind('task'), 'detail', id] as const,
};

export const useCatalogPage = <K extends CatalogKind>(kind: K, listing: ListingStatus | undefined, pageNum: number) =>
  useQuery({
    queryKey: catalogKeys.page(kind, listing, pageNum),
    queryFn: () => pageOf[kind]({ pageNum, pageSize: PAGE_SIZE, ...(listing ? { listing } : {}) }),
    placeholderData: keepPreviousData,
  });

/** Create (no id) or update (with the item's id); the drawer's form shows refusals at their fields. */
export function useSaveItem(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CatalogBody) =>
      id ? http.put(`/manager/${kind}/update`, { ...body, id }) : http.post(`/manager/${kind}/create`, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.kind(kind) }),
  });
}

export function useSetListing(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; listing: ListingStatus }) => http.put(`/manager/${kind}/listing`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.kind(kind) }),
  });
}
