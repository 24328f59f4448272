import { confirmOrder as post } from '@mall/api-client/orders';
import { useOrderMutation, type OrderMutationOptions } from '@mall/backoffice/orders/use-order-mutation';

/** `order!confirm`: the seller accepts a paid order and starts stocking it, then the orders reload. */
export function useConfirmOrder(options?: OrderMutationOptions) {
  return useOrderMutation(post, options);
}
