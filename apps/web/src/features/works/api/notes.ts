import type { NoteAnswerBody, NoteExportFormat } from '@stringer/shared/schemas/notes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { usePreferences } from '../../../lib/preferences';
import { workKeys } from './works';

/** A work's notes as its creator reads them: under the works' keys, so a decision refreshes them. */
export const myNoteKeys = {
  all: [...workKeys.all, 'notes'] as const,
  work: (worksId: number) => [...myNoteKeys.all, worksId] as const,
};

export const useMyNotes = (worksId: number) =>
  useQuery({
    queryKey: myNoteKeys.work(worksId),
    queryFn: () => http.get(`/web/works/${worksId}/notes`),
    enabled: worksId > 0,
  });

export function useAnswerNote(worksId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: NoteAnswerBody }) => http.put(`/web/works/notes/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myNoteKeys.work(worksId) }),
  });
}

export const downloadMyNotes = (worksId: number, videoFileId: string, format: NoteExportFormat) =>
  http.download(`/web/works/${worksId}/notes/export`, {
    format,
    videoFileId,
    language: usePreferences.getState().language,
  });
