import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueStaffKeys, saveCategory as postCategory, type CategoryInput } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `category!save`. */
export const saveCategory = (input: CategoryInput) => postCategory(api, input);

/** Creates or edits a category, then reloads the tree. */
export function useSaveCategory({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.adminCategories() });
      onSuccess?.();
    },
  });
}
