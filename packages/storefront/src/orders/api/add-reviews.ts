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
    // Not awaited: the caller's own onSuccess (a message, a navigation) runs before the refetch can
    // unmount the component that asked (a reviewed order no longer shows its review form).
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: orderKeys.all }); },
  });
}
