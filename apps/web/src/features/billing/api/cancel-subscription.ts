import { useMutation } from '@tanstack/react-query';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useApi } from '@/lib/app-services';
import { showToast } from '@/lib/toasts';
import { useSubscriptionUpdated } from './use-subscription-updated';

/**
 * PUT /ledger-api/subscriptions/cancel with the learner's reason, when they give one. The outcome
 * is announced here, not by the page: the cancel button goes away with the state it applied to.
 */
export function useCancelSubscription() {
  const { t } = useTranslation('billing');
  const api = useApi();
  const toastApiError = useApiErrorToast();
  const { updated, refresh } = useSubscriptionUpdated();
  return useMutation({
    mutationFn: (reason: string) =>
      api.request<Subscription>('/ledger-api/subscriptions/cancel', {
        method: 'PUT',
        json: reason.trim() ? { reason: reason.trim() } : {},
      }),
    onSuccess: async (subscription) => {
      showToast.success(t('cancel.done'));
      await updated(subscription);
    },
    // SUBSCRIPTION_CHANGE_NOT_ALLOWED: the page showed a stale state; show the real one.
    onError: async (error) => {
      toastApiError(error);
      await refresh();
    },
  });
}
