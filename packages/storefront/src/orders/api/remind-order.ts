import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remindOrder } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';
import { orderKeys } from './order-keys';

export { remindOrder };

/** Reminds the seller to ship (`order!remind`), once per order: a repeat gets the server's "order already reminded". */
export function useRemindOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => remindOrder(api, orderId),
    // Not awaited: the caller's own onSuccess (a message, a navigation) runs before the refetch can
    // unmount the component that asked (a reviewed order no longer shows its review form).
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: orderKeys.all }); },
  });
}
