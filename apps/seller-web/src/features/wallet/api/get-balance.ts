import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBalance as post } from '@mall/api-client/wallet';
import { api } from '../../../lib/api';
import { walletKeys } from './wallet-keys';

/** `wallet!getUsdt` on the seller API. */
export const getBalance = () => post(api);
export const balanceQueryOptions = () => queryOptions({ queryKey: walletKeys.balance(), queryFn: getBalance });

/** The seller's available balance in USDT. */
export function useBalance() {
  return useQuery(balanceQueryOptions());
}
