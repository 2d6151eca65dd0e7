import type { RewardPageQuery } from '@stringer/shared/schemas/rewards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type RewardFilter = Partial<Omit<RewardPageQuery, 'pageSize'>>;

export const rewardKeys = {
  all: ['rewards'] as const,
  page: (filter: RewardFilter, pageSize: number) => [...rewardKeys.all, filter, pageSize] as const,
  payoutSettings: () => ['payout-settings'] as const,
  payoutDetailsOf: (creatorId: number | null) => ['payout-details-of', creatorId] as const,
};

export const getRewards = (filter: RewardFilter, pageSize: number) =>
  http.get('/manager/reward/page', { query: { ...filter, pageSize } });

export const getRewardsQueryOptions = (filter: RewardFilter, pageSize: number) =>
  queryOptions({
    queryKey: rewardKeys.page(filter, pageSize),
    queryFn: () => getRewards(filter, pageSize),
    placeholderData: keepPreviousData,
  });

export const useRewards = (filter: RewardFilter, pageSize: number) =>
  useQuery(getRewardsQueryOptions(filter, pageSize));
