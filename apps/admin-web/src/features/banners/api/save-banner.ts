import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueStaffKeys, saveBanner as postBanner, type BannerInput } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `banner!save`. */
export const saveBanner = (input: BannerInput) => postBanner(api, input);

/** Creates or edits a banner, then reloads the list. */
export function useSaveBanner({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.adminBanners() });
      onSuccess?.();
    },
  });
}
