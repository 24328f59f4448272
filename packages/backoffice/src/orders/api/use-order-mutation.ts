import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { useApi } from '../../shared/backoffice-context';
import { orderKeys } from './order-keys';

export interface OrderMutationOptions { onSuccess?: () => void }

/**
 * A write on orders or reviews with the app's API: once it succeeds, the cached lists and details under
 * `invalidates` (all orders by default) are reloaded, then `onSuccess` runs.
 */
export function useOrderMutation<Input>(
  call: (api: ApiClient, input: Input) => Promise<void>,
  { onSuccess }: OrderMutationOptions = {},
  invalidates: QueryKey = orderKeys.all(),
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: invalidates });
      onSuccess?.();
    },
  });
}
