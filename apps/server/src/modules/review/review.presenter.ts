import type { ReviewItem } from '@stringer/shared/schemas/review';
import type { reviewRepository } from './review.repository';

type QueueRow = Awaited<ReturnType<typeof reviewRepository.page>>['rows'][number];

/** A queue's row as the console lists it: who sent it and when, and who holds it now. */
export const presentReviewItem = (r: QueueRow): ReviewItem => ({
  id: r.id as number,
  title: r.title as string,
  status: r.status as ReviewItem['status'],
  reason: (r.reason as string | null) ?? null,
  creator: { id: r.creatorId, name: r.creatorName },
  submitTime: (r.submittedAt as Date).toISOString(),
  claimedBy:
    r.claimedById && r.claimedUntil
      ? { id: r.claimedById, name: r.claimedByName ?? '', until: r.claimedUntil.toISOString() }
      : null,
  videosProcessing: r.videosProcessing,
  videosInProcess: r.videosInProcess,
  videosPlayable: r.videosPlayable,
});
