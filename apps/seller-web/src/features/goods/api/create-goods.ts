import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueStaffKeys, createOwnGoods, type OwnGoodsInput } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `goods!create`. */
export const createGoods = (input: OwnGoodsInput) => createOwnGoods(api, input);

/** Creates the store's own product, then reloads the store's goods. */
export function useCreateGoods({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoods,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.sellerGoodsAll() });
      onSuccess?.();
    },
  });
}
