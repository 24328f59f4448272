import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueStaffKeys, deleteBanner as postDelete } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `banner!delete`. */
export const deleteBanner = (id: string) => postDelete(api, id);

/** Deletes a banner, then reloads the list. */
export function useDeleteBanner({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.adminBanners() });
      onSuccess?.();
    },
  });
}
