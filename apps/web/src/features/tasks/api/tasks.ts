import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '../../../lib/http';

export interface Task {
  id: number;
  title: string;
  titleZh: string;
  brief: string;
  briefZh: string;
  cover: { filePath: string };
  points: number;
  startTime: string;
  deadline: string;
  remainingDays: number;
  scope: 'useful' | 'exclusive';
  status: 'listed' | 'delisted';
}

/** A row of My task: a work I entered, and the task or activity it answers. */
export interface Participation {
  worksId: number;
  workTitle: string;
  auditStatus: 0 | 1 | 2 | 3;
  type: 'task' | 'activity';
  id: number;
  title: string;
  titleZh: string;
  cover: { filePath: string };
  startTime: string;
  deadline: string;
  remainingDays: number;
  points: number | null;
  minScore: number | null;
  maxScore: number | null;
  score: number | null;
  rewardStatus: 'submitted' | 'issued';
  payoutStatus: 'unpaid' | 'paid';
  submitTime: string;
}

export const taskQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['tasks', 'detail', id], queryFn: () => http.get<Task>(`/web/task/${id}`) });

export const useTask = (id: number) => useQuery({ ...taskQueryOptions(id), enabled: id > 0 });
export const useUsefulTasks = () =>
  useQuery({ queryKey: ['tasks', 'useful'], queryFn: () => http.get<Task[]>('/web/task/useful/list') });
export const useExclusiveTasks = () =>
  useQuery({ queryKey: ['tasks', 'exclusive'], queryFn: () => http.get<Task[]>('/web/task/exclusive/list') });

export const getMyTasks = (pageNum: number, pageSize: number) =>
  http.get<Page<Participation>>('/api/activity/my/page', { query: { pageNum, pageSize } });
