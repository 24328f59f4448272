import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { listRecharges } from '@mall/api-client/wallet';
import { useApi } from '../../shared/api-context';
import { walletKeys } from './wallet-keys';

export { listRecharges };

/** Recharge records per page (8). */
export const RECHARGE_PAGE_SIZE = 8;

/** Query options of one page of the buyer's recharges (`rechargeBlockchain!list`), newest first. */
export const rechargesQuery = (api: ApiClient, page: number, pageSize = RECHARGE_PAGE_SIZE) =>
  queryOptions({ queryKey: walletKeys.recharges(page, pageSize), queryFn: () => listRecharges(api, page, pageSize), placeholderData: keepPreviousData });

/** One page of the buyer's recharge records. */
export const useRecharges = (page: number) => useQuery(rechargesQuery(useApi(), page));
