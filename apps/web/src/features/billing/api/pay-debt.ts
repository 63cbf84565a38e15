import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/domain/enrollment/idempotency-key';
import type { DebtPaymentRequest, Subscription } from '@portal/domain/ledger/subscription';
import { useTranslation } from 'react-i18next';
import { useApi } from '@/lib/app-services';
import { showToast } from '@/lib/toasts';
import { createPaymentAttempts } from '@/lib/payments/payment-attempts';
import { useSingleFlight } from '@/lib/payments/use-single-flight';
import { useSubscriptionUpdated } from './use-subscription-updated';

/**
 * PUT /ledger-api/orders/debt: pays the whole debt with a new card or bank account (which then
 * stays on file) or, with neither, with the method on file. One idempotency key per attempt, as
 * the enrolment card payment: a retry of an unanswered attempt reuses it, so the debt is never
 * charged twice. A bank transfer is processing when it answers: the learner is told so.
 */
export function usePayDebt() {
  const { t } = useTranslation(['domain', 'billing']);
  const api = useApi();
  const { updated, refresh } = useSubscriptionUpdated();
  const [attempts] = useState(createPaymentAttempts);
  const mutation = useMutation({
    mutationFn: (body: DebtPaymentRequest) => {
      return api.request<Subscription>('/ledger-api/orders/debt', {
        method: 'PUT',
        json: body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: attempts.keyFor(body) },
      });
    },
    onSuccess: async (subscription) => {
      attempts.settle();
      // docs/product/states-and-transitions.md: the debt reaching 0 is announced (here: the debt section goes away with it). A
      // bank account pays it by a debit the bank answers days later (a new account, or the one
      // on file): processing, not received.
      if (subscription.totalDebt === 0) {
        const processing = subscription.paymentInformation?.paymentMethod === 'ACH';
        showToast.success(processing ? t('billing:debtBank.processing') : t('errors.ORDER_PAID'));
      }
      await updated(subscription);
    },
    onError: async (error) => {
      attempts.settle(error);
      await refresh();
    },
  });
  return { pay: useSingleFlight(mutation), isPending: mutation.isPending };
}
