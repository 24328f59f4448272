import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { listProviderCoins } from '@mall/api-client/wallet';
import { useApi } from '../../shared/api-context';
import { walletKeys } from './wallet-keys';

export { listProviderCoins };

/** Query options of the payment provider's coins (`thirdPartyRecharge!getCoinList`); quiet, as no provider is normal. */
export const providerCoinsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: walletKeys.providerCoins(), queryFn: () => listProviderCoins(api), staleTime: 60_000, meta: { silent: true } });

/** Coins the configured payment provider takes ([] when there is none). */
export const useProviderCoins = () => useQuery(providerCoinsQuery(useApi()));
