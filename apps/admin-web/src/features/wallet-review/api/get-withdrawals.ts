import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listWithdrawalsForReview, type ReviewQuery } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';

/** Keys of the withdrawal review queue. */
export const withdrawalKeys = {
  all: () => ['admin', 'backoffice', 'withdrawals'] as const,
  page: (q: ReviewQuery) => ['admin', 'backoffice', 'withdrawals', q] as const,
};

/** `withdraw!list`. */
export const getWithdrawals = (q: ReviewQuery) => listWithdrawalsForReview(api, q);
export const withdrawalsQueryOptions = (q: ReviewQuery) => queryOptions({ queryKey: withdrawalKeys.page(q), queryFn: () => getWithdrawals(q) });

/** One page of withdrawals to review; the previous page stays on screen while the next loads. */
export function useWithdrawals(q: ReviewQuery) {
  return useQuery({ ...withdrawalsQueryOptions(q), placeholderData: keepPreviousData });
}
