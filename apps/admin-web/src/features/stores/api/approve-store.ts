import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueStaffKeys, approveStore as post } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `store!approve`. */
export const approveStore = (id: string) => post(api, id);

/** Opens a pending store, then reloads the store list. */
export function useApproveStore({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveStore,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.adminStoresAll() });
      onSuccess?.();
    },
  });
}
