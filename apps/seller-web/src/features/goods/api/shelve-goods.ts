import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueStaffKeys, shelveSellerGoods, type Flag } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `goods!shelf`. */
export const shelveGoods = (input: { id: string; isShelf: Flag }) => shelveSellerGoods(api, input);

/** Puts a product on sale or takes it off, then reloads the goods list. */
export function useShelveGoods({ onSuccess }: { onSuccess?: (isShelf: Flag) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shelveGoods,
    onSuccess: async (_data, input) => {
      await queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.sellerGoodsAll() });
      onSuccess?.(input.isShelf);
    },
  });
}
