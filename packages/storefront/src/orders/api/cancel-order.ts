import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';
import { orderKeys } from './order-keys';

export { cancelOrder };

/** Cancels an unpaid order with a reason code 1..9 (`order!cancel`); the lists then reload. */
export function useCancelOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string; reason: number }) => cancelOrder(api, input.orderId, input.reason),
    // Not awaited: the caller's own onSuccess (a message, a navigation) runs before the refetch can
    // unmount the component that asked (a reviewed order no longer shows its review form).
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: orderKeys.all }); },
  });
}
