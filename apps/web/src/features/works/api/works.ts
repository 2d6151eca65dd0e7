import type { WorkBody, WorkUpdateBody } from '@stringer/shared/schemas/works';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import type { FileInfo } from '../../../lib/uploads';

export interface Tag {
  id: number;
  name: string;
  nameZh: string;
}

export interface Activity {
  id: number;
  title: string;
  titleZh: string;
  cover: { filePath: string };
  minScore: number;
  maxScore: number;
  deadline: string;
}

export interface WorkSummary {
  worksId: number;
  title: string;
  cover: { fileId: string; url: string } | null;
  tags: Tag[];
  activity: { id: number; title: string; titleZh: string } | null;
  submitTime: string;
  auditStatus: 0 | 1 | 2 | 3;
  reviewTime: string | null;
  reviewReason: string | null;
}

export interface Work extends WorkSummary {
  description: string;
  location: string | null;
  shootingDate: string | null;
  coverFileId: string;
  videos: FileInfo[];
  attachments: FileInfo[];
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export const workTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['tags', 'works'],
    queryFn: () => http.get<Tag[]>('/web/tag/works/select/list'),
    staleTime: 600_000,
  });

export const effectiveActivitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['activities', 'effective'],
    queryFn: () => http.get<Activity[]>('/web/activity/effective/list'),
  });

export const worksPageQueryOptions = (pageNum: number, pageSize: number, auditStatus?: number) =>
  queryOptions({
    queryKey: ['works', 'page', { pageNum, pageSize, auditStatus }],
    queryFn: () =>
      http.get<Page<WorkSummary>>('/web/works/page', {
        query: { customId: useSession.getState().userId ?? undefined, pageNum, pageSize, auditStatus },
      }),
    placeholderData: keepPreviousData,
  });

export const workQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['works', 'detail', id],
    queryFn: () => http.get<Work>('/web/works/detail', { query: { id } }),
  });

export const useWorkTags = () => useQuery(workTagsQueryOptions());
export const useEffectiveActivities = () => useQuery(effectiveActivitiesQueryOptions());
export const useWork = (id: number) => useQuery({ ...workQueryOptions(id), enabled: id > 0 });

function useWorksMutation<T>(mutationFn: (input: T) => Promise<unknown>, handlesErrors = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesErrors },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['works'] }),
  });
}

export const usePublishWork = () =>
  useWorksMutation((body: WorkBody) => http.post<{ worksId: number }>('/web/works', body), true);
export const useUpdateWork = () => useWorksMutation((body: WorkUpdateBody) => http.put<Work>('/web/works', body), true);
/** Spec 7: the work's id in the query, the body form-encoded. */
export const useDeleteWork = () =>
  useWorksMutation((worksId: number) =>
    http.put<null>('/web/works/delete', { worksId: String(worksId) }, { query: { worksId }, form: true }),
  );
