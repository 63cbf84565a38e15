import { useMutation } from '@tanstack/react-query';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useApi } from '@/lib/app-services';
import { showToast } from '@/lib/toasts';
import { useSubscriptionUpdated } from './use-subscription-updated';

/** PUT /ledger-api/subscriptions/restart: withdraws a cancel or restarts a disabled plan. */
export function useRestartSubscription() {
  const { t } = useTranslation('billing');
  const api = useApi();
  const toastApiError = useApiErrorToast();
  const { updated, refresh } = useSubscriptionUpdated();
  return useMutation({
    mutationFn: () =>
      api.request<Subscription>('/ledger-api/subscriptions/restart', { method: 'PUT' }),
    // Announced here: the restart button goes away with the state it applied to.
    onSuccess: async (subscription) => {
      showToast.success(t('restart.done'));
      await updated(subscription);
    },
    onError: async (error) => {
      toastApiError(error);
      await refresh();
    },
  });
}
