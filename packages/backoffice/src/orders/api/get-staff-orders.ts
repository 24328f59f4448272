import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { listStaffOrders, type StaffOrderQuery } from '@mall/api-client/orders';
import { useApi } from '../../shared/backoffice-context';
import { orderKeys } from './order-keys';

/** `order!list`: the store's orders (seller) or all orders (admin). */
export const staffOrdersQueryOptions = (api: ApiClient, q: StaffOrderQuery) =>
  queryOptions({ queryKey: orderKeys.list(q), queryFn: () => listStaffOrders(api, q) });

/** One page of orders; the previous page stays on screen while the next loads. */
export function useStaffOrders(q: StaffOrderQuery) {
  return useQuery({ ...staffOrdersQueryOptions(useApi(), q), placeholderData: keepPreviousData });
}
