import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueStaffKeys, savePlatformGoods as postGoods, type PlatformGoodsInput } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `goods!save`. */
export const savePlatformGoods = (input: PlatformGoodsInput) => postGoods(api, input);

/** Creates or edits a platform product, then reloads the catalogue. */
export function useSavePlatformGoods({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlatformGoods,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.adminGoodsAll() });
      onSuccess?.();
    },
  });
}
