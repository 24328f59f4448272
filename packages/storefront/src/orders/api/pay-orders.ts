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
    // Not awaited: the caller's own onSuccess (a message, a navigation) runs before the refetch can
    // unmount the component that asked (a reviewed order no longer shows its review form).
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: orderKeys.all }); },
  });
}
