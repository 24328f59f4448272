import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { getMerchantOffer } from '@mall/api-client/merchant';
import { useApi } from '../../shared/api-context';
import { merchantKeys } from './merchant-keys';

/** `merchant!offer` as a query. */
export const merchantOfferQuery = (api: ApiClient) => queryOptions({ queryKey: merchantKeys.offer(), queryFn: () => getMerchantOffer(api) });

/** Commission, settlement and return days, categories. */
export function useMerchantOffer() {
  return useQuery(merchantOfferQuery(useApi()));
}
