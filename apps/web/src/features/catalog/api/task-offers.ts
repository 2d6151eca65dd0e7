import type { TaskOfferBody } from '@stringer/shared/schemas/assignments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { catalogKeys } from './catalog';

/** Creators to offer an exclusive task to, by what the admin typed (mail or name). */
export const useCreatorSearch = (keyword: string) =>
  useQuery({
    queryKey: catalogKeys.creators(keyword),
    queryFn: () => http.get('/manager/task/creators', { query: { keyword } }),
    placeholderData: keepPreviousData,
  });

/** A task's participation: the works entered for it, with review, reward and payout. */
export const useTaskWorks = (id: number, pageNum: number) =>
  useQuery({
    queryKey: catalogKeys.taskWorks(id, pageNum),
    queryFn: () => http.get('/manager/task/works', { query: { id, pageNum, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });

/** One task with each offered creator's answer: live, as answers come in (the 'task' changes). */
export const useManagedTask = (id: number) =>
  useQuery({ queryKey: catalogKeys.task(id), queryFn: () => http.get('/manager/task/detail', { query: { id } }) });

/** Offer to more creators, or close the offers; the task's lists and panel refetch. */
export function useOfferMore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskOfferBody) => http.post('/manager/task/offer', body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.kind('task') }),
  });
}

export function useCloseOffers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post('/manager/task/close', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.kind('task') }),
  });
}
