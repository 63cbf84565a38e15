import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useApi } from '@/lib/app-services';
import type { CategoryDetail } from '@portal/domain/catalog/catalog-api';
import { catalogKeys } from './catalog-keys';

/**
 * GET /catalog-api/categories/{idOrSlug} (public, docs/product/api-calls.md). An unknown category is `null`, kept
 * in the cache like any answer, so the page renders its not-found view from the cache.
 */
export async function getCategory(
  api: ApiClient,
  idOrSlug: string,
): Promise<CategoryDetail | null> {
  try {
    return await api.request<CategoryDetail>(
      `/catalog-api/categories/${encodeURIComponent(idOrSlug)}`,
      { auth: false },
    );
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const categoryQuery = (api: ApiClient, idOrSlug: string) =>
  queryOptions({
    queryKey: catalogKeys.category(idOrSlug),
    queryFn: () => getCategory(api, idOrSlug),
    staleTime: 5 * 60_000,
  });

export const useCategory = (idOrSlug: string) => useQuery(categoryQuery(useApi(), idOrSlug));
