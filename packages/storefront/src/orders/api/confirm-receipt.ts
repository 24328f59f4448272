import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmReceipt } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';
import { orderKeys } from './order-keys';

export { confirmReceipt };

/** Confirms the goods arrived (`order!receipt`); the order moves on to be reviewed. */
export function useConfirmReceipt() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => confirmReceipt(api, orderId),
    // Not awaited: the caller's own onSuccess (a message, a navigation) runs before the refetch can
    // unmount the component that asked (a reviewed order no longer shows its review form).
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: orderKeys.all }); },
  });
}
