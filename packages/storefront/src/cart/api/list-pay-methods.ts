import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { listPayMethods } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';
import { cartKeys } from './cart-keys';

export { listPayMethods };

/** Query options of the payment methods and whether each is open (`order!payMethods`). */
export const payMethodsQuery = (api: ApiClient) => queryOptions({ queryKey: cartKeys.payMethods(), queryFn: () => listPayMethods(api), staleTime: 5 * 60_000 });

/** The payment methods of checkout. */
export const usePayMethods = () => useQuery(payMethodsQuery(useApi()));
