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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
