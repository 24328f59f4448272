import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueStaffKeys, disableStore as post } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `store!disable`. */
export const disableStore = (id: string) => post(api, id);

/** Closes a store, then reloads the store list. */
export function useDisableStore({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableStore,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.adminStoresAll() });
      onSuccess?.();
    },
  });
}
