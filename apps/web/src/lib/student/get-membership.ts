import { queryOptions } from '@tanstack/react-query';
import type { Membership } from '@portal/domain/enrollment/order';
import type { ApiClient } from '../api-client';
import { isApiError } from '../api-error';
import { patchSlice, readSlice } from '../storage';
import type { LedgerSlice } from './ledger-slice';
import { studentKeys } from './query-keys';

export type { Membership };

/** The membership, or null when the user has none yet (docs/enrollment-api.md). */
export async function getMembership(api: ApiClient): Promise<Membership | null> {
  try {
    const membership = await api.request<Membership | null>('/ledger-api/memberships');
    patchSlice<LedgerSlice>('ledger', { membership: membership ?? null });
    return membership ?? null;
  } catch (error) {
    // A server from before docs/page-serving.md answered 404 for "none yet".
    if (!isApiError(error, 404)) throw error;
    patchSlice<LedgerSlice>('ledger', { membership: null });
    return null;
  }
}

export const membershipQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: studentKeys.membership(),
    queryFn: () => getMembership(api),
    initialData: () => readSlice<LedgerSlice>('ledger')?.membership,
    initialDataUpdatedAt: 0,
  });
