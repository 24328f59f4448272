import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueStaffKeys, setStoreRecommended as post, type Flag } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `store!setRec`. */
export const setStoreRecommended = (input: { id: string; isRec: Flag }) => post(api, input);

/** Shows or hides a store among the recommended ones, then reloads the store list. */
export function useSetStoreRecommended({ onSuccess }: { onSuccess?: (isRec: Flag) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStoreRecommended,
    onSuccess: async (_data, input) => {
      await queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.adminStoresAll() });
      onSuccess?.(input.isRec);
    },
  });
}
