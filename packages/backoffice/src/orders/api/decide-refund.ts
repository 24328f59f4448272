import { decideRefund } from '@mall/api-client/orders';
import { useOrderMutation, type OrderMutationOptions } from './use-order-mutation';

/** `order!refundDecide`: approves or refuses (with a reason) a refund or return request, then reloads orders. */
export function useDecideRefund(options?: OrderMutationOptions) {
  return useOrderMutation(decideRefund, options);
}
