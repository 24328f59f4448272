import { useQuery } from '@tanstack/react-query';
import { adminCategoriesOptions, listAdminCategories } from '@mall/api-client/catalogue-staff';
import { optionsFromAdminCategories } from '@mall/backoffice/catalogue/category-options';
import { api } from '../../../lib/api';

/** `category!list`. */
export const getCategories = () => listAdminCategories(api);
export const categoriesQueryOptions = () => adminCategoriesOptions(api);

/** Every category, flat. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

/** Every category as an indented pick-list entry, in tree order. */
export function useCategoryOptions() {
  return useQuery({ ...categoriesQueryOptions(), select: optionsFromAdminCategories });
}
