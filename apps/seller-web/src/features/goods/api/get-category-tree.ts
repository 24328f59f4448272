import { useQuery } from '@tanstack/react-query';
import { categoryTreeOptions, getCategoryTree as fetchTree } from '@mall/api-client/catalogue-staff';
import { optionsFromTree } from '@mall/backoffice/catalogue/category-options';
import { publicApi } from '../../../lib/api';

/** `category!tree` of the buyer API. */
export const getCategoryTree = () => fetchTree(publicApi);
export const categoryTreeQueryOptions = () => categoryTreeOptions(publicApi);

/** The platform's categories as an indented pick-list. */
export function useCategoryOptions() {
  return useQuery({ ...categoryTreeQueryOptions(), select: optionsFromTree });
}
