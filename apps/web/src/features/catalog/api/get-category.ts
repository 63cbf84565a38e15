import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useApi } from '@/lib/app-services';
import { catalogKeys } from './catalog-keys';
import type { CategorySummary } from './get-categories';

/** A course in a list; `price` is integer cents. */
export interface ProductSummary {
  id: number;
  code: string;
  name: string;
  type: string;
  price: number;
  credits: number;
  description: string;
  categoryId: number | null;
  subcategoryId: number | null;
}

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

export interface CategoryDetail extends CategorySummary {
  parent: CategoryRef | null;
  subcategories: CategorySummary[];
  products: ProductSummary[];
}

/**
 * GET /catalog-api/categories/{idOrSlug} (public, SPEC §7). An unknown category is `null`, kept
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
