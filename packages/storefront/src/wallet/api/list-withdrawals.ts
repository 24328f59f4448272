import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { listWithdrawals } from '@mall/api-client/wallet';
import { useApi } from '../../shared/api-context';
import { walletKeys } from './wallet-keys';

export { listWithdrawals };

/** Withdrawal records per page: the same as recharge records, which share the screen. */
export const WITHDRAWAL_PAGE_SIZE = 8;

/** Query options of one page of the buyer's withdrawals (`withdraw!list`), newest first. */
export const withdrawalsQuery = (api: ApiClient, page: number, pageSize = WITHDRAWAL_PAGE_SIZE) =>
  queryOptions({ queryKey: walletKeys.withdrawals(page, pageSize), queryFn: () => listWithdrawals(api, page, pageSize), placeholderData: keepPreviousData });

/** One page of the buyer's withdrawal records. */
export const useWithdrawals = (page: number) => useQuery(withdrawalsQuery(useApi(), page));
