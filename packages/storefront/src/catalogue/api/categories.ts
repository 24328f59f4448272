import { useQuery } from '@tanstack/react-query';
import { categoryTreeQuery, recommendedCategoriesQuery } from '@mall/api-client/catalogue';
import { useApi } from '../../shared/api-context';

/** The category tree (`category!tree`). */
export const useCategoryTree = () => useQuery(categoryTreeQuery(useApi()));

/** The home page's categories (`category!recommend`). */
export const useRecommendedCategories = (pageSize: number) => useQuery(recommendedCategoriesQuery(useApi(), pageSize));
