import type { WorkBody, WorkUpdateBody } from '@stringer/shared/schemas/works';
import type { WorkAuditStatus } from '@stringer/shared/statuses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { effectiveActivitiesQueryOptions, taskKeys, taskQueryOptions } from '../../../lib/activities-and-tasks';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';

export const workKeys = {
  all: ['works'] as const,
  /** My works' pages. */
  page: () => [...workKeys.all, 'page'] as const,
  pageOf: (pageNum: number, pageSize: number, auditStatus?: WorkAuditStatus) =>
    [...workKeys.page(), { pageNum, pageSize, auditStatus }] as const,
  detail: (id: number) => [...workKeys.all, 'detail', id] as const,
  tags: () => ['tags', 'works'] as const,
};

export const workTagsQueryOptions = () =>
  queryOptions({
    queryKey: workKeys.tags(),
    queryFn: () => http.get('/web/tag/works/select/list'),
    staleTime: 600_000,
  });

/** My works, one page; the list is the session's own (customId). */
export const worksPageQueryOptions = (pageNum: number, pageSize: number, auditStatus?: WorkAuditStatus) =>
  queryOptions({
    queryKey: workKeys.pageOf(pageNum, pageSize, auditStatus),
    queryFn: () =>
      http.get('/web/works/page', {
        query: { customId: useSession.getState().userId ?? '', pageNum, pageSize, auditStatus },
      }),
  });

export const workQueryOptions = (id: number) =>
  queryOptions({
    queryKey: workKeys.detail(id),
    queryFn: () => http.get('/web/works/detail', { query: { id } }),
  });

export const useWorkTags = () => useQuery(workTagsQueryOptions());
/** The task a creator chose to take part in (Task details' "take part"), by its id in the URL. */
export const useChosenTask = (id: number) =>
  useQuery({ ...taskQueryOptions(id), enabled: id > 0, meta: { handlesErrors: true } });
export const useEffectiveActivities = () => useQuery(effectiveActivitiesQueryOptions());
export const useWork = (id: number) => useQuery({ ...workQueryOptions(id), enabled: id > 0 });

function useWorksMutation<T>(mutationFn: (input: T) => Promise<unknown>, handlesErrors = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesErrors },
    onSuccess: async () => {
      // A work entered for a task or activity shows in My task too.
      await queryClient.invalidateQueries({ queryKey: workKeys.all });
      await queryClient.invalidateQueries({ queryKey: taskKeys.mine() });
    },
  });
}

export const usePublishWork = () => useWorksMutation((body: WorkBody) => http.post('/web/works', body), true);
export const useUpdateWork = () => useWorksMutation((body: WorkUpdateBody) => http.put('/web/works', body), true);
/** Spec 7: the work's id in the query, the body form-encoded. */
export const useDeleteWork = () =>
  useWorksMutation((worksId: number) =>
    http.put('/web/works/delete', { worksId: String(worksId) }, { query: { worksId }, form: true }),
  );
