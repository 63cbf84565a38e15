import { useMutation } from '@tanstack/react-query';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { useApi } from '@/lib/app-services';
import { useSubscriptionUpdated } from './use-subscription-updated';

/** PUT /ledger-api/subscriptions/cancel with the learner's reason, when they give one. */
export function useCancelSubscription() {
  const api = useApi();
  const { updated, refresh } = useSubscriptionUpdated();
  return useMutation({
    mutationFn: (reason: string) =>
      api.request<Subscription>('/ledger-api/subscriptions/cancel', {
        method: 'PUT',
        json: reason.trim() ? { reason: reason.trim() } : {},
      }),
    onSuccess: updated,
    // SUBSCRIPTION_CHANGE_NOT_ALLOWED: the page showed a stale state; show the real one.
    onError: () => refresh(),
  });
}
