import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSellerSafewordSet } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';
import { walletKeys } from './wallet-keys';

/** `seller!safeword`. */
export const getSafewordSet = () => getSellerSafewordSet(api);
export const safewordSetQueryOptions = () => queryOptions({ queryKey: walletKeys.safeword(), queryFn: getSafewordSet });

/** Whether the seller has set a transaction password. */
export function useSafewordSet() {
  return useQuery(safewordSetQueryOptions());
}
