import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '../../../lib/api-types';
import { http } from '../../../lib/http';

export type PayoutDetailsChange = ApiBody<'put', '/web/payout-details'>;

/** Every query of this feature starts with `all`: the live bridge refetches them all on a reward's move. */
export const earningsKeys = {
  all: ['earnings'] as const,
  summary: () => [...earningsKeys.all, 'summary'] as const,
  page: (pageNum: number, pageSize: number) => [...earningsKeys.all, 'page', pageNum, pageSize] as const,
  payoutDetails: () => [...earningsKeys.all, 'payout-details'] as const,
};

export const useEarningsSummary = () =>
  useQuery({ queryKey: earningsKeys.summary(), queryFn: () => http.get('/web/earnings/summary') });

export const useEarningsPage = (pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: earningsKeys.page(pageNum, pageSize),
    queryFn: () => http.get('/web/earnings/page', { query: { pageNum, pageSize } }),
    placeholderData: keepPreviousData,
  });

export const useMyPayoutDetails = () =>
  useQuery({ queryKey: earningsKeys.payoutDetails(), queryFn: () => http.get('/web/payout-details') });

/** The dialog shows refusals at its fields (the password, an IBAN). */
export function useSavePayoutDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutDetailsChange) => http.put('/web/payout-details', body),
    meta: { handlesErrors: true },
    // A refetch under way (the live connection catching up, another tab's change) read the
    // details before this save: stopped, so that its answer does not replace the saved one.
    onSuccess: async (answer) => {
      await queryClient.cancelQueries({ queryKey: earningsKeys.payoutDetails() });
      queryClient.setQueryData(earningsKeys.payoutDetails(), answer);
    },
  });
}
