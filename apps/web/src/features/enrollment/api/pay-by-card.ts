import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CardPaymentRequest } from '@portal/domain/enrollment/card-payment';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/domain/enrollment/idempotency-key';
import type { Order } from '@portal/domain/enrollment/order';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useApi } from '@/lib/app-services';
import { showToast } from '@/lib/toasts';
import { studentKeys } from '@/lib/student/query-keys';
import { createPaymentAttempts } from '@/lib/payments/payment-attempts';
import { useSingleFlight } from '@/lib/payments/use-single-flight';

/**
 * PUT /ledger-api/orders/{id}/payment/card with an idempotency key per attempt. Whatever the
 * answer, the order and membership are refetched: a decline turns the order FAIL; a success
 * replaces the payment page in the history with the confirmation (the review route with the
 * success status), so the back button does not offer to pay again. Double clicks send one
 * request.
 */
export function usePayByCard(orderId: string) {
  const { t } = useTranslation('domain');
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [attempts] = useState(createPaymentAttempts);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: studentKeys.order() }),
      queryClient.invalidateQueries({ queryKey: studentKeys.membership() }),
    ]);
  const mutation = useMutation({
    mutationFn: (card: CardPaymentRequest) =>
      api.request<Order>(`/ledger-api/orders/${encodeURIComponent(orderId)}/payment/card`, {
        method: 'PUT',
        json: card,
        headers: { [IDEMPOTENCY_KEY_HEADER]: attempts.keyFor(card) },
      }),
    onSuccess: async (order) => {
      attempts.settle();
      showToast.success(t('errors.ORDER_PAID', { ns: 'domain' }));
      queryClient.setQueryData<Order>(studentKeys.order(), order);
      // Before the membership is refetched: once enabled, the payment form is no longer the
      // learner's (docs/product/states-and-transitions.md) and the guard would send them on to the profile instead.
      await navigate(paths.paymentReview.href('success'), { replace: true });
      await refresh();
    },
    onError: async (error) => {
      attempts.settle(error);
      await refresh();
    },
  });
  return { pay: useSingleFlight(mutation), isPending: mutation.isPending };
}
