import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { reviewKeys } from '../../review/api/review';

/** The desk's answer, under the review's keys: a decision refreshes it with the rest of the drawer. */
export const verificationKeys = {
  all: [...reviewKeys.all, 'verification'] as const,
  work: (worksId: number) => [...verificationKeys.all, worksId] as const,
};

/** `GET /manager/works/{worksId}/verification`: per video what the desk knows (docs/decisions/0082). */
export const useVerificationDesk = (worksId: number) =>
  useQuery({
    queryKey: verificationKeys.work(worksId),
    queryFn: () => http.get(`/manager/works/${worksId}/verification`),
  });
