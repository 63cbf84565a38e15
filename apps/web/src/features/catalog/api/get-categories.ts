import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { catalogKeys } from './catalog-keys';

/** A catalog category or subcategory as the catalog API lists it. */
export interface CategorySummary {
  id: number;
  name: string;
  slug: string;
  description: string;
  parentId: number | null;
  courseCount: number;
}

export interface TopCategory extends CategorySummary {
  subcategories: CategorySummary[];
}

/** GET /catalog-api/categories (public, SPEC §7): the top categories with their subcategories. */
export const getCategories = (api: ApiClient) =>
  api.request<TopCategory[]>('/catalog-api/categories', { auth: false });

export const categoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: () => getCategories(api),
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery(useApi()));
