import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { getBalance } from '@mall/api-client/wallet';
import { useApi } from '../../shared/api-context';
import { walletKeys } from './wallet-keys';

export { getBalance };

/** Query options of the buyer's USDT balance (`wallet!getUsdt`). */
export const balanceQuery = (api: ApiClient) => queryOptions({ queryKey: walletKeys.balance(), queryFn: () => getBalance(api) });

/** The buyer's available USDT balance. */
export const useBalance = () => useQuery(balanceQuery(useApi()));
