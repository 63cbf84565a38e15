import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@portal/domain/enrollment/order';
import type { ApiClient } from '../api-client';
import { isApiError } from '../api-error';
import { useApi } from '../app-services';
import { patchSlice, readSlice } from '../storage';
import type { LedgerSlice } from './ledger-slice';
import { studentKeys } from './query-keys';

/** GET /ledger-api/orders/degreeprogram: the user's enrollment-plan order. */
export type DegreeProgramOrder = Order;

/** The order, or null when the user has none yet (docs/enrollment-api.md). */
export async function getDegreeProgramOrder(api: ApiClient): Promise<DegreeProgramOrder | null> {
  try {
    const order = await api.request<DegreeProgramOrder | null>('/ledger-api/orders/degreeprogram');
    patchSlice<LedgerSlice>('ledger', { order: order ?? null });
    return order ?? null;
  } catch (error) {
    // A server from before docs/page-serving.md answered 404 for "none yet".
    if (!isApiError(error, 404)) throw error;
    patchSlice<LedgerSlice>('ledger', { order: null });
    return null;
  }
}

export const orderQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: studentKeys.order(),
    queryFn: () => getDegreeProgramOrder(api),
    initialData: () => readSlice<LedgerSlice>('ledger')?.order,
    initialDataUpdatedAt: 0,
  });

export const useOrder = () => useQuery(orderQueryOptions(useApi()));
