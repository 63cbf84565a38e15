import { useMutation } from '@tanstack/react-query';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { useApi } from '@/lib/app-services';
import { useSubscriptionUpdated } from './use-subscription-updated';

/** PUT /ledger-api/subscriptions/restart: withdraws a cancel or restarts a disabled plan. */
export function useRestartSubscription() {
  const api = useApi();
  const { updated, refresh } = useSubscriptionUpdated();
  return useMutation({
    mutationFn: () =>
      api.request<Subscription>('/ledger-api/subscriptions/restart', { method: 'PUT' }),
    onSuccess: updated,
    onError: () => refresh(),
  });
}
