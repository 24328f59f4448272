import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listMerchantApplications, type MerchantQueueQuery } from '@mall/api-client/merchant';
import { api } from '../../../lib/api';
import { merchantApplicationKeys } from './merchant-application-keys';

/** `merchantApply!list`: one page of the queue. */
export function useMerchantApplications(q: MerchantQueueQuery) {
  return useQuery({ queryKey: merchantApplicationKeys.list(q), queryFn: () => listMerchantApplications(api, q), placeholderData: keepPreviousData });
}
