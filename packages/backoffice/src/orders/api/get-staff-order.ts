import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { getStaffOrder } from '@mall/api-client/orders';
import { useApi } from '../../shared/backoffice-context';
import { orderKeys } from './order-keys';

/** `order!info`: one order with its lines and timeline. */
export const staffOrderQueryOptions = (api: ApiClient, orderId: string) =>
  queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: () => getStaffOrder(api, orderId) });

/** One order as staff see it. */
export function useStaffOrder(orderId: string) {
  return useQuery(staffOrderQueryOptions(useApi(), orderId));
}

export type StaffOrder = Awaited<ReturnType<typeof getStaffOrder>>;
