import { queryOptions } from '@tanstack/react-query';
import type { Membership } from '@portal/domain/enrollment/enrollment-api';
import { browserServices } from '../browser-services';
import { isApiError } from '../api-error';
import { patchSlice, readSlice } from '../storage';
import type { LedgerSlice } from './ledger-slice';
import { studentKeys } from './query-keys';

export type { Membership };

/** The membership, or null when the user has none (404). */
export async function getMembership(): Promise<Membership | null> {
  try {
    const membership = await browserServices().api.request<Membership>('/ledger-api/memberships');
    patchSlice<LedgerSlice>('ledger', { membership });
    return membership;
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
    patchSlice<LedgerSlice>('ledger', { membership: null });
    return null;
  }
}

export const membershipQueryOptions = () =>
  queryOptions({
    queryKey: studentKeys.membership(),
    queryFn: getMembership,
    initialData: () => readSlice<LedgerSlice>('ledger')?.membership,
    initialDataUpdatedAt: 0,
  });
