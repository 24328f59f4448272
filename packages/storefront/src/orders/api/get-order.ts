import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { getOrder } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';
import { orderKeys } from './order-keys';

export { getOrder };

/** Query options of one order (`order!info`): amounts, receiver, shipping and refund. */
export const orderQuery = (api: ApiClient, orderId: string) =>
  queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: () => getOrder(api, orderId), enabled: Boolean(orderId) });

/** One of the buyer's orders. */
export const useOrder = (orderId: string) => useQuery(orderQuery(useApi(), orderId));
