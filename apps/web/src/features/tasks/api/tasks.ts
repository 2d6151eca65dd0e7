import type { Page } from '@stringer/shared/schemas/common';
import type { Participation, Task } from '@stringer/shared/schemas/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const taskQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['tasks', 'detail', id], queryFn: () => http.get<Task>(`/web/task/${id}`) });

export const useTask = (id: number) => useQuery({ ...taskQueryOptions(id), enabled: id > 0 });
export const useUsefulTasks = () =>
  useQuery({ queryKey: ['tasks', 'useful'], queryFn: () => http.get<Task[]>('/web/task/useful/list') });
export const useExclusiveTasks = () =>
  useQuery({ queryKey: ['tasks', 'exclusive'], queryFn: () => http.get<Task[]>('/web/task/exclusive/list') });

export const getMyTasks = (pageNum: number, pageSize: number) =>
  http.get<Page<Participation>>('/api/activity/my/page', { query: { pageNum, pageSize } });
