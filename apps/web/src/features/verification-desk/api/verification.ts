import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { reviewKeys } from '../../review/api/review';
import { onKeyframesSaved } from './download-keyframes';

/** The desk's answer, under the review's keys: a decision refreshes it with the rest of the drawer. */
export const verificationKeys = {
  all: [...reviewKeys.all, 'verification'] as const,
  work: (worksId: number) => [...verificationKeys.all, worksId] as const,
};

/**
 * `GET /manager/works/{worksId}/verification`: per video what the desk knows (docs/decisions/0082);
 * asked again when the work's keyframes were saved, whose download the custody log now lists.
 */
export const useVerificationDesk = (worksId: number) => {
  const query = useQuery({
    queryKey: verificationKeys.work(worksId),
    queryFn: () => http.get(`/manager/works/${worksId}/verification`),
  });
  const { refetch } = query;
  useEffect(() => onKeyframesSaved(worksId, () => void refetch()), [worksId, refetch]);
  return query;
};
