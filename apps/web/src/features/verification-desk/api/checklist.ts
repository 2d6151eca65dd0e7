import type { Checklist, ChecklistBody } from '@stringer/shared/schemas/verification-checklist';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The creator's side of the desk: whether the newsroom verified a work of theirs (the verdict only). */
export const creatorVerificationKeys = {
  all: ['works', 'verification'] as const,
  work: (worksId: number) => [...creatorVerificationKeys.all, worksId] as const,
};

/** Asked only for a passed work: nothing else can have been verified. */
export const useMyWorkVerification = (worksId: number, passed: boolean) =>
  useQuery({
    queryKey: creatorVerificationKeys.work(worksId),
    queryFn: () => http.get(`/web/works/${worksId}/verification`),
    enabled: worksId > 0 && passed,
  });

/**
 * Ticks or unticks checklist items; answers the checklist as saved. A failure is the section's to
 * say beside the item (meta.handlesErrors), not a toast that leaves the tick looking saved.
 */
export const useSetChecklist = (worksId: number, onSaved: (checklist: Checklist) => void) =>
  useMutation({
    mutationFn: (body: ChecklistBody) => http.put(`/manager/works/${worksId}/verification/checklist`, body),
    onSuccess: (checklist) => onSaved(checklist),
    meta: { handlesErrors: true },
  });
