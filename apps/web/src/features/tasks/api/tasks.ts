import type { AssignmentAnswerBody } from '@stringer/shared/schemas/assignments';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { taskKeys, taskQueryOptions } from '../../../lib/activities-and-tasks';
import { http } from '../../../lib/http';

export const useTask = (id: number) => useQuery({ ...taskQueryOptions(id), enabled: id > 0 });
export const useUsefulTasks = () =>
  useQuery({ queryKey: taskKeys.useful(), queryFn: () => http.get('/web/task/useful/list') });
export const useExclusiveTasks = () =>
  useQuery({ queryKey: taskKeys.exclusive(), queryFn: () => http.get('/web/task/exclusive/list') });

export const myTasksQueryOptions = (pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: taskKeys.minePage(pageNum, pageSize),
    queryFn: () => http.get('/api/activity/my/page', { query: { pageNum, pageSize } }),
    placeholderData: keepPreviousData,
  });

export const useAcceptedAssignments = () =>
  useQuery({ queryKey: taskKeys.assignments(), queryFn: () => http.get('/web/task/assignment/list') });

/** Accept or decline an offer; every task list and page shows the answer. */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentAnswerBody) => http.post('/web/task/assignment/answer', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
