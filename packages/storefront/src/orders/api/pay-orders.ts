import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payOrders } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';
import { orderKeys } from './order-keys';

export { payOrders };

/** Pays orders from the wallet balance with the 6-digit transaction password (`order!pay`). */
export function usePayOrders() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderIds: readonly string[]; safeword: string }) => payOrders(api, input.orderIds, input.safeword),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
