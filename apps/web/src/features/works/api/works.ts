import type { WorkBody, WorkReward, WorkUpdateBody } from '@stringer/shared/schemas/works';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, type Page } from '../../../lib/http';
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

/** What a work answers, as lists name it. */
export interface Titled {
  id: number;
  title: string;
  titleZh: string;
}

export interface WorkSummary {
  worksId: number;
  title: string;
  cover: { fileId: string; url: string } | null;
  tags: Tag[];
  activity: Titled | null;
  task: Titled | null;
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
  reward: WorkReward;
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

/** My works, one page; the list is the session's own (customId). */
export const getWorksPage = (pageNum: number, pageSize: number, auditStatus?: number) =>
  http.get<Page<WorkSummary>>('/web/works/page', {
    query: { customId: useSession.getState().userId ?? undefined, pageNum, pageSize, auditStatus },
  });

export const workQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['works', 'detail', id],
    queryFn: () => http.get<Work>('/web/works/detail', { query: { id } }),
  });

export const useWorkTags = () => useQuery(workTagsQueryOptions());
/** The task a creator chose to take part in (Task details' "take part"), by its id in the URL. */
export const useChosenTask = (id: number) =>
  useQuery({
    queryKey: ['tasks', 'detail', id],
    queryFn: () => http.get<Titled>(`/web/task/${id}`),
    enabled: id > 0,
    meta: { handlesErrors: true },
  });
export const useEffectiveActivities = () => useQuery(effectiveActivitiesQueryOptions());
export const useWork = (id: number) => useQuery({ ...workQueryOptions(id), enabled: id > 0 });

function useWorksMutation<T>(mutationFn: (input: T) => Promise<unknown>, handlesErrors = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesErrors },
    onSuccess: async () => {
      // A work entered for a task or activity shows in My task too.
      await queryClient.invalidateQueries({ queryKey: ['works'] });
      await queryClient.invalidateQueries({ queryKey: ['tasks', 'mine'] });
    },
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
