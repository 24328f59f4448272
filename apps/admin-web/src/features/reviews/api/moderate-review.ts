import { moderateReview } from '@mall/api-client/orders';
import { orderKeys } from '@mall/backoffice/orders/order-keys';
import { useOrderMutation, type OrderMutationOptions } from '@mall/backoffice/orders/use-order-mutation';

/** `evaluation!approve` / `evaluation!reject`: publishes or refuses a review, then the reviews reload. */
export function useModerateReview(options?: OrderMutationOptions) {
  return useOrderMutation((api, input: { id: string; approve: boolean }) => moderateReview(api, input.id, input.approve), options, orderKeys.reviewsAll());
}
