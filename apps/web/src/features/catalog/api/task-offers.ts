import type { CreatorPick, TaskWork } from '@stringer/shared/schemas/catalog';
import type { Page } from '@stringer/shared/schemas/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Creators to offer an exclusive task to, by what the admin typed (mail or name). */
export const useCreatorSearch = (keyword: string) =>
  useQuery({
    queryKey: ['catalog', 'creators', keyword],
    queryFn: () => http.get<CreatorPick[]>('/manager/task/creators', { query: { keyword } }),
    placeholderData: keepPreviousData,
  });

/** A task's participation: the works entered for it, with review, reward and payout. */
export const useTaskWorks = (id: number, pageNum: number) =>
  useQuery({
    queryKey: ['catalog', 'task', 'works', id, pageNum],
    queryFn: () => http.get<Page<TaskWork>>('/manager/task/works', { query: { id, pageNum, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });
