import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
