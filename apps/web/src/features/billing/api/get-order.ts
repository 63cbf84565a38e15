import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@portal/domain/enrollment/order';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { billingKeys } from './billing-keys';

/** GET /ledger-api/orders/{orderId}: one of the learner's orders (404 for anyone else's). */
export const orderQuery = (api: ApiClient, orderId: string) =>
  queryOptions({
    queryKey: billingKeys.order(orderId),
    queryFn: () => api.request<Order>(`/ledger-api/orders/${encodeURIComponent(orderId)}`),
    retry: false,
  });

export const useOrderDetails = (orderId: string, enabled = true) =>
  useQuery({ ...orderQuery(useApi(), orderId), enabled });
