import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '../../../lib/api-types';
import { http } from '../../../lib/http';
import { rewardKeys } from './get-rewards';

/** Issue a reward, or mark an issued reward paid: one work or a batch, all or nothing. */
export type RewardMove = ApiBody<'put', '/manager/reward/status'> | ApiBody<'put', '/manager/reward/payout'>;

export const moveRewards = (move: RewardMove) =>
  'rewardStatus' in move ? http.put('/manager/reward/status', move) : http.put('/manager/reward/payout', move);

export function useMoveRewards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveRewards,
    // A refused batch moved nothing, and someone may have moved some of it: show what stands now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
  });
}
