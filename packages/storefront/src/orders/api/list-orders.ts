import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { listOrders } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';
import { orderKeys } from './order-keys';

export { listOrders };

/** Orders per page (user lists 20). */
export const ORDER_PAGE_SIZE = 20;

/** Query options of one page of the buyer's orders (`order!listMain`) of status or statuses, or all (null). */
export const ordersQuery = (api: ApiClient, status: readonly number[] | null, page: number, pageSize = ORDER_PAGE_SIZE) =>
  queryOptions({
    queryKey: orderKeys.list(status, page, pageSize),
    queryFn: () => listOrders(api, { status, pageNum: page, pageSize }),
    placeholderData: keepPreviousData,
  });

/** One page of the buyer's orders. */
export const useOrders = (status: readonly number[] | null, page: number) => useQuery(ordersQuery(useApi(), status, page));
