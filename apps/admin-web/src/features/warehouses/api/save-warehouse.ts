import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueStaffKeys, saveWarehouse as postWarehouse, type WarehouseInput } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `warehouse!save`. */
export const saveWarehouse = (input: WarehouseInput) => postWarehouse(api, input);

/** Creates or edits a warehouse, then reloads the list. */
export function useSaveWarehouse({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWarehouse,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.adminWarehouses() });
      onSuccess?.();
    },
  });
}
