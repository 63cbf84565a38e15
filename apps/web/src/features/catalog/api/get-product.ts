import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useApi } from '@/lib/app-services';
import type { ProductDetail } from '@portal/domain/catalog/catalog-api';
import { catalogKeys } from './catalog-keys';

/**
 * GET /catalog-api/products/{id} (public, docs/product/api-calls.md). An unknown course is `null`, and so is an
 * address whose id is no course id at all (the server refuses it as bad input, 400).
 */
export async function getProduct(api: ApiClient, id: string): Promise<ProductDetail | null> {
  try {
    return await api.request<ProductDetail>(`/catalog-api/products/${encodeURIComponent(id)}`, {
      auth: false,
    });
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 400)) return null;
    throw error;
  }
}

export const productQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: () => getProduct(api, id),
    staleTime: 5 * 60_000,
  });

export const useProduct = (id: string) => useQuery(productQuery(useApi(), id));
