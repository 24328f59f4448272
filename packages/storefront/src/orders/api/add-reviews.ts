import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addReviews, type EvaluationAddList } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';
import { orderKeys } from './order-keys';

export { addReviews };

/** Sends the reviews of an order's products in one JSON body (`evaluation!addList`). */
export function useAddReviews() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EvaluationAddList) => addReviews(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
