import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { openWithdraw } from '@mall/api-client/wallet';
import { useApi } from '../../shared/api-context';
import { walletKeys } from './wallet-keys';

export { openWithdraw };

/**
 * Query options of `withdraw!withdraw_open`: whether an address is bound, and which. Its session token
 * is not used for applying: a fresh one is fetched right before `withdraw!apply`.
 */
export const withdrawOpenQuery = (api: ApiClient) =>
  queryOptions({ queryKey: walletKeys.withdrawOpen(), queryFn: () => openWithdraw(api) });

/** The buyer's bound withdrawal address, if any. */
export const useWithdrawOpen = () => useQuery(withdrawOpenQuery(useApi()));
