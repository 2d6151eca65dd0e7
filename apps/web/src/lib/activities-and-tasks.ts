import { queryOptions } from '@tanstack/react-query';
import { http } from './http';

/**
 * The activities and tasks that several features show (Publish Work, Task details, the review
 * queue's filter): their keys and fetchers, defined once.
 */
export const activityKeys = {
  all: ['activities'] as const,
  effective: () => [...activityKeys.all, 'effective'] as const,
};

export const taskKeys = {
  all: ['tasks'] as const,
  detail: (id: number) => [...taskKeys.all, 'detail', id] as const,
  useful: () => [...taskKeys.all, 'useful'] as const,
  exclusive: () => [...taskKeys.all, 'exclusive'] as const,
  /** Assignments the creator accepted: they lead My task. */
  assignments: () => [...taskKeys.all, 'assignments'] as const,
  /** My task: the creator's works that answer an activity or task. */
  mine: () => [...taskKeys.all, 'mine'] as const,
  minePage: (pageNum: number, pageSize: number) => [...taskKeys.mine(), { pageNum, pageSize }] as const,
};

export const effectiveActivitiesQueryOptions = () =>
  queryOptions({ queryKey: activityKeys.effective(), queryFn: () => http.get('/web/activity/effective/list') });

export const taskQueryOptions = (id: number) =>
  queryOptions({ queryKey: taskKeys.detail(id), queryFn: () => http.get(`/web/task/${id}`) });
