import type { RewardPageQuery } from '@stringer/shared/schemas/rewards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const REWARDS_KEY = ['rewards'] as const;

export type RewardFilter = Partial<Omit<RewardPageQuery, 'pageSize'>>;

export const getRewards = (filter: RewardFilter, pageSize: number) =>
  http.get('/manager/reward/page', { query: { ...filter, pageSize } });

export const getRewardsQueryOptions = (filter: RewardFilter, pageSize: number) =>
  queryOptions({
    queryKey: [...REWARDS_KEY, filter, pageSize],
    queryFn: () => getRewards(filter, pageSize),
    placeholderData: keepPreviousData,
  });

export const useRewards = (filter: RewardFilter, pageSize: number) =>
  useQuery(getRewardsQueryOptions(filter, pageSize));
