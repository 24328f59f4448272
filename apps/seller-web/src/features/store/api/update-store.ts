import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueStaffKeys, updateSellerStore, type StoreProfileInput } from '@mall/api-client/catalogue-staff';
import { staffKeys } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `store!update`. */
export const updateStore = (input: StoreProfileInput) => updateSellerStore(api, input);

/** Saves the store profile, then reloads it and the store name in the top bar. */
export function useUpdateStore({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.sellerStore() }),
        queryClient.invalidateQueries({ queryKey: staffKeys.sellerMe() }),
      ]);
      onSuccess?.();
    },
  });
}
