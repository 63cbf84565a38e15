import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayPalCheckout } from '@portal/domain/enrollment/paypal-checkout';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/domain/enrollment/idempotency-key';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { useApi } from '@/lib/app-services';
import { createPaymentAttempts } from '@/lib/payments/payment-attempts';
import { showToast } from '@/lib/toasts';
import { useSubscriptionUpdated } from './use-subscription-updated';

/**
 * The billing page's PayPal round trips (docs/billing.md): what PayPal is approving for, which is
 * also the last segment of the page PayPal sends the learner back to
 * (/account/billing-preferences/{return|cancel}/{purpose}).
 */
export type PayPalPurpose = 'method' | 'debt';

export const isPayPalPurpose = (value: string | undefined): value is PayPalPurpose =>
  value === 'method' || value === 'debt';

const recurringPath = (subscriptionId: string) =>
  `/ledger-api/subscriptions/${encodeURIComponent(subscriptionId)}/payment/recurring/paypal`;

/**
 * Starts a round trip: the server asks PayPal where the learner approves (saving their PayPal
 * for the plan, or paying the debt), and the browser goes there. The page is left on success, so
 * the busy state lasts until the browser goes.
 */
export function useStartPayPal(purpose: PayPalPurpose, subscriptionId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: () =>
      purpose === 'method'
        ? api.request<PayPalCheckout>(`${recurringPath(subscriptionId)}/token`)
        : api.request<PayPalCheckout>('/ledger-api/orders/debt', {
            method: 'PUT',
            json: { paypal: {} },
            // Nothing is charged by this step: every start is a new checkout.
            headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
          }),
    onSuccess: (checkout) => window.location.assign(checkout.approvalUrl),
  });
}

/**
 * Finishes a round trip with the token PayPal sent back: the approved PayPal becomes the plan's
 * method, or the approved debt payment is captured (one idempotency key per attempt, kept for a
 * retry of an unanswered one; the token itself names the payment, so it is captured once).
 */
export function useFinishPayPal(purpose: PayPalPurpose, subscriptionId: string | undefined) {
  const { t } = useTranslation('domain');
  const api = useApi();
  const { updated, refresh } = useSubscriptionUpdated();
  const [attempts] = useState(createPaymentAttempts);
  return useMutation({
    mutationFn: (token: string) => {
      const body = { expressCheckoutToken: token };
      if (purpose === 'method') {
        return api.request<Subscription>(recurringPath(subscriptionId ?? ''), {
          method: 'PUT',
          json: body,
        });
      }
      const debtBody = { paypal: body };
      return api.request<Subscription>('/ledger-api/orders/debt', {
        method: 'PUT',
        json: debtBody,
        headers: { [IDEMPOTENCY_KEY_HEADER]: attempts.keyFor(debtBody) },
      });
    },
    onSuccess: async (subscription) => {
      attempts.settle();
      if (purpose === 'debt' && subscription.totalDebt === 0) {
        showToast.success(t('errors.ORDER_PAID'));
      }
      await updated(subscription);
    },
    onError: async (error) => {
      attempts.settle(error);
      await refresh();
    },
  });
}
