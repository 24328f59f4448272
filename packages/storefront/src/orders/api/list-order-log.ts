import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { listOrderLog } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';
import { orderKeys } from './order-keys';

export { listOrderLog };

/** Query options of an order's timeline (`orderLog!list`). */
export const orderLogQuery = (api: ApiClient, orderId: string) =>
  queryOptions({ queryKey: orderKeys.log(orderId), queryFn: () => listOrderLog(api, orderId), enabled: Boolean(orderId) });

/** An order's timeline and logistics entries. */
export const useOrderLog = (orderId: string) => useQuery(orderLogQuery(useApi(), orderId));
