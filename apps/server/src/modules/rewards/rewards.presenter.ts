import type { RewardItem } from '@stringer/shared/schemas/rewards';
import type { rewardsRepository } from './rewards.repository';

type PageRow = Awaited<ReturnType<typeof rewardsRepository.page>>['rows'][number];

/** A row of the console's reward list. */
export function presentReward({ work, creator, activity, task }: PageRow, currency: string): RewardItem {
  return {
    worksId: work.id,
    title: work.title,
    creator,
    activity,
    task,
    points: work.points,
    score: work.score,
    rewardStatus: work.rewardStatus,
    payoutStatus: work.payoutStatus,
    amount: work.amount,
    currency,
    reviewTime: work.reviewedAt?.toISOString() ?? null,
  };
}
