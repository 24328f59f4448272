import { shipOrder as post } from '@mall/api-client/orders';
import { useOrderMutation, type OrderMutationOptions } from '@mall/backoffice/orders/use-order-mutation';

/** `order!ship`: ships a paid or confirmed order with its carrier and tracking number, then the orders reload. */
export function useShipOrder(options?: OrderMutationOptions) {
  return useOrderMutation(post, options);
}
