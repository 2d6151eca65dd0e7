import type { NoteCreateBody, NoteExportFormat, NoteUpdateBody } from '@stringer/shared/schemas/notes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { usePreferences } from '../../../lib/preferences';
import { reviewKeys } from './review';

/** Staff's notes on a work: under the review's keys, so a decision refreshes them too. */
export const staffNoteKeys = {
  all: [...reviewKeys.all, 'notes'] as const,
  work: (worksId: number) => [...staffNoteKeys.all, worksId] as const,
};

export const useStaffNotes = (worksId: number) =>
  useQuery({
    queryKey: staffNoteKeys.work(worksId),
    queryFn: () => http.get(`/manager/works/${worksId}/notes`),
  });

function useNoteMutation<T>(worksId: number, run: (vars: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffNoteKeys.work(worksId) }),
    meta: { handlesErrors: true },
  });
}

export const useAddNote = (worksId: number) =>
  useNoteMutation(worksId, (body: NoteCreateBody) => http.post(`/manager/works/${worksId}/notes`, body));

export const useEditNote = (worksId: number) =>
  useNoteMutation(worksId, ({ id, body }: { id: number; body: NoteUpdateBody }) =>
    http.put(`/manager/works/notes/${id}`, body),
  );

export const useDeleteNote = (worksId: number) =>
  useNoteMutation(worksId, (id: number) => http.delete(`/manager/works/notes/${id}`));

export const downloadStaffNotes = (worksId: number, videoFileId: string, format: NoteExportFormat) =>
  http.download(`/manager/works/${worksId}/notes/export`, {
    format,
    videoFileId,
    language: usePreferences.getState().language,
  });
