import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestReturn } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';
import { orderKeys } from './order-keys';

export { requestReturn };

/** Requests a refund before shipping or a return after receipt (`order!returns`). */
export function useRequestReturn() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string; reason: number; detail: string; money: string }) => requestReturn(api, input),
    // Not awaited: the caller's own onSuccess (a message, a navigation) runs before the refetch can
    // unmount the component that asked (a reviewed order no longer shows its review form).
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: orderKeys.all }); },
  });
}
