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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
