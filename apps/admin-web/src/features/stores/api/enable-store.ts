import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueStaffKeys, enableStore as post } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `store!enable`. */
export const enableStore = (id: string) => post(api, id);

/** Reopens a disabled store, then reloads the store list. */
export function useEnableStore({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableStore,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.adminStoresAll() });
      onSuccess?.();
    },
  });
}
