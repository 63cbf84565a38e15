import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { useApi } from '@/lib/app-services';
import { showToast } from '@/lib/toasts';
import { useSubscriptionUpdated } from './use-subscription-updated';

/**
 * PUT /ledger-api/subscriptions/{id}/payment/recurring/prepaid-token: a sponsor's access code pays
 * the plan's program in full. The same code sent twice answers the same plan, so no idempotency key.
 * The outcome is announced here: the panel goes away with the plan it could change.
 */
export function usePayPlanWithAccessCode(subscriptionId: string) {
  const { t } = useTranslation('billing');
  const api = useApi();
  const { updated, refresh } = useSubscriptionUpdated();
  return useMutation({
    mutationFn: (token: string) =>
      api.request<Subscription>(
        `/ledger-api/subscriptions/${encodeURIComponent(subscriptionId)}/payment/recurring/prepaid-token`,
        { method: 'PUT', json: { token } },
      ),
    onSuccess: async (subscription) => {
      showToast.success(t('accessCode.done'));
      await updated(subscription);
    },
    onError: () => refresh(),
  });
}
