import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueStaffKeys, deleteCategory as postDelete } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `category!delete`. */
export const deleteCategory = (categoryId: string) => postDelete(api, categoryId);

/** Deletes a category without children or goods (the server refuses others), then reloads the tree. */
export function useDeleteCategory({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueStaffKeys.adminCategories() });
      onSuccess?.();
    },
  });
}
