import { useQuery } from '@tanstack/react-query';
import { getMerchantOffer } from '@mall/api-client/merchant';
import { useApi } from '../../shared/api-context';

/**
 * The platform's trade terms the info pages quote (return window, automatic receipt, commission),
 * read from the public `merchant!offer`; silent, as the pages fall back to the defaults without it.
 */
export const useTradeTerms = () => {
  const api = useApi();
  return useQuery({ queryKey: ['catalogue', 'trade-terms'] as const, queryFn: () => getMerchantOffer(api), staleTime: 10 * 60_000, meta: { silent: true } });
};
