import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithdrawFee as post } from '@mall/api-client/wallet';
import { api } from '../../../lib/api';
import { walletKeys } from './wallet-keys';

/** `withdraw!fee`. */
export const getWithdrawFee = (chainName: string) => post(api, chainName);
export const withdrawFeeQueryOptions = (chainName: string) =>
  queryOptions({ queryKey: walletKeys.withdrawFee(chainName), queryFn: () => getWithdrawFee(chainName) });

/** The network's fixed fee, limits, hours and today's count of applications. */
export function useWithdrawFee(chainName: string) {
  return useQuery({ ...withdrawFeeQueryOptions(chainName), enabled: Boolean(chainName) });
}
