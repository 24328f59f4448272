import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPlatformGoods as postAdd, catalogueStaffKeys, type SaleTerms } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `goods!add`. */
export const addPlatformGoods = (input: SaleTerms & { goodsId: string }) => postAdd(api, input);

/** Lists a platform product in the store, then reloads the catalogue (now marked "listed") and the store's goods. */
export function useAddPlatformGoods({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlatformGoods,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.sellerPlatformAll() }),
        queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.sellerGoodsAll() }),
      ]);
      onSuccess?.();
    },
  });
}
