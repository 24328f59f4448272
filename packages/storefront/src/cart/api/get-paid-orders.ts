import { useQueries } from '@tanstack/react-query';
import { getOrder } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';
import { cartKeys } from './cart-keys';

export { getOrder };

/** The orders just paid, read back from the server (`order!info`) so the page survives a reload. */
export function usePaidOrders(orderIds: readonly string[]) {
  const api = useApi();
  return useQueries({
    queries: orderIds.map((id) => ({ queryKey: cartKeys.paidOrder(id), queryFn: () => getOrder(api, id) })),
    combine: (results) => ({
      orders: results.flatMap((r) => (r.data ? [r.data] : [])),
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      refetch: () => { for (const r of results) if (r.isError) void r.refetch(); },
    }),
  });
}
