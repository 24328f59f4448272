import { useMutation } from '@tanstack/react-query';
import { submitOrder, type OrderItem } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';

export { submitOrder };

/** Places the orders of a selection to an address (`order!submit`), one per seller; answers their ids. */
export function useSubmitOrder() {
  const api = useApi();
  return useMutation({ mutationFn: ({ items, addressId }: { items: readonly OrderItem[]; addressId: string }) => submitOrder(api, items, addressId) });
}
