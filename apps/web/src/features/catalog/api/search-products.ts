import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { catalogKeys } from './catalog-keys';
import type { ProductSummary } from '@portal/domain/catalog/catalog-api';

/** GET /catalog-api/products?search= (public): courses whose name or code matches, at most 50. */
export const searchProducts = (api: ApiClient, text: string) =>
  api.request<ProductSummary[]>(`/catalog-api/products?${new URLSearchParams({ search: text })}`, {
    auth: false,
  });

export const productSearchQuery = (api: ApiClient, text: string) =>
  queryOptions({
    queryKey: catalogKeys.productSearch(text),
    queryFn: () => searchProducts(api, text),
  });

export const useProductSearch = (text: string) => useQuery(productSearchQuery(useApi(), text));
