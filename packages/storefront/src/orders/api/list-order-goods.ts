import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { listOrderGoods } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';
import { orderKeys } from './order-keys';

export { listOrderGoods };

/** Query options of an order's product lines (`order!listGoods`). */
export const orderGoodsQuery = (api: ApiClient, orderId: string) =>
  queryOptions({ queryKey: orderKeys.goods(orderId), queryFn: () => listOrderGoods(api, orderId), enabled: Boolean(orderId) });

/** An order's product lines, each with whether it has been reviewed. */
export const useOrderGoods = (orderId: string) => useQuery(orderGoodsQuery(useApi(), orderId));
