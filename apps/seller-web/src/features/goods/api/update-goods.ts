import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueStaffKeys, updateSellerGoods, type SaleTerms } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `goods!update`. */
export const updateGoods = (input: SaleTerms & { id: string }) => updateSellerGoods(api, input);

/** Changes a product's price, discount, minimum purchase and stock, then reloads the goods list. */
export function useUpdateGoods({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoods,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.sellerGoodsAll() });
      onSuccess?.();
    },
  });
}
