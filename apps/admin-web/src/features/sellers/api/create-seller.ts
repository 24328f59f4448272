import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSeller as postSeller, staffKeys, type SellerInput } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `seller!create`. */
export const createSeller = (input: SellerInput) => postSeller(api, input);

/** Creates a seller account with its store and reloads the list. */
export function useCreateSeller({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeller,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.sellersAll() });
      onSuccess?.();
    },
  });
}
