import type { ArticleInput, ArticleListingBody, Listing } from '@stringer/shared/schemas/content-manager';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const adminArticleKeys = {
  all: ['content-admin', 'articles'] as const,
  page: (pageNum: number, listing: Listing | undefined) =>
    [...adminArticleKeys.all, 'page', { pageNum, listing }] as const,
  detail: (id: number | null) => [...adminArticleKeys.all, 'detail', id] as const,
};
export const ARTICLES_PAGE_SIZE = 10;

export const useManagerArticles = (pageNum: number, listing: Listing | undefined) =>
  useQuery({
    queryKey: adminArticleKeys.page(pageNum, listing),
    queryFn: () =>
      http.get('/manager/article/page', {
        query: { pageNum, pageSize: ARTICLES_PAGE_SIZE, listing },
      }),
    placeholderData: keepPreviousData,
  });

export const useManagerArticle = (id: number | null) =>
  useQuery({
    queryKey: adminArticleKeys.detail(id),
    queryFn: () => http.get('/manager/article/detail', { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });

/** Create (no id) or update (with one). */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ArticleInput & { id: number | null }) =>
      id === null ? http.post('/manager/article/create', input) : http.put('/manager/article/update', { id, ...input }),
    // The form shows the error at its field.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminArticleKeys.all }),
  });
}

export function useSetListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArticleListingBody) => http.put('/manager/article/listing', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminArticleKeys.all }),
  });
}
