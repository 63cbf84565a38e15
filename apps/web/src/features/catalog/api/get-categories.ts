import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import type { TopCategory } from '@portal/domain/catalog/catalog-api';
import { catalogKeys } from './catalog-keys';

/** GET /catalog-api/categories (public, docs/product/api-calls.md): the top categories with their subcategories. */
export const getCategories = (api: ApiClient) =>
  api.request<TopCategory[]>('/catalog-api/categories', { auth: false });

export const categoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: () => getCategories(api),
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery(useApi()));
