import { platformRefund as post } from '@mall/api-client/orders';
import { useOrderMutation, type OrderMutationOptions } from '@mall/backoffice/orders/use-order-mutation';

/** `order!refund`: the platform refunds a paid order by hand with a reason, then the orders reload. */
export function usePlatformRefund(options?: OrderMutationOptions) {
  return useOrderMutation(post, options);
}
