import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { rewardKeys } from './get-rewards';

/** The install's currency: amounts are typed and shown in it (USD until its settings have arrived). */
export function useInstallCurrency() {
  const settings = useQuery({
    queryKey: rewardKeys.payoutSettings(),
    queryFn: () => http.get('/manager/payout/settings'),
    staleTime: Infinity,
  });
  return settings.data?.currency ?? 'USD';
}

/**
 * A creator's payout details, whole. Each reading is audited on the server, so it is read when
 * asked for and never kept: closing the dialog forgets it.
 */
export const usePayoutDetailsOf = (creatorId: number | null) =>
  useQuery({
    queryKey: rewardKeys.payoutDetailsOf(creatorId),
    queryFn: () => http.get('/manager/payout/details', { query: { creatorId: String(creatorId) } }),
    enabled: creatorId !== null,
    gcTime: 0,
    staleTime: 0,
  });
