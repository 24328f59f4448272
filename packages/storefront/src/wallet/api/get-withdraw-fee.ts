import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { getWithdrawFee } from '@mall/api-client/wallet';
import { useApi } from '../../shared/api-context';
import { walletKeys } from './wallet-keys';

export { getWithdrawFee };

/** Query options of a network's withdrawal fee and rules (`withdraw!fee`). */
export const withdrawFeeQuery = (api: ApiClient, chainName: string) =>
  queryOptions({ queryKey: walletKeys.withdrawFee(chainName), queryFn: () => getWithdrawFee(api, chainName), enabled: Boolean(chainName) });

/** Fixed fee, limits, allowed hours and today's count of withdrawals on the bound network. */
export const useWithdrawFee = (chainName: string) => useQuery(withdrawFeeQuery(useApi(), chainName));
