import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@portal/domain/ledger/subscription';
import type { ApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useApi } from '@/lib/app-services';
import { billingKeys } from './billing-keys';

/** GET /ledger-api/subscriptions/current: the learner's latest plan, or null without one (404). */
export async function getCurrentSubscription(api: ApiClient): Promise<Subscription | null> {
  try {
    return await api.request<Subscription>('/ledger-api/subscriptions/current');
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const currentSubscriptionQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: () => getCurrentSubscription(api),
  });

export const useCurrentSubscription = () => useQuery(currentSubscriptionQuery(useApi()));
