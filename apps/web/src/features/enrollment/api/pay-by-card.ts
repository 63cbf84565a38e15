import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CardPaymentRequest } from '@portal/domain/enrollment/card-payment';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/domain/enrollment/idempotency-key';
import type { Order } from '@portal/domain/enrollment/order';
import { useTranslation } from 'react-i18next';
import { useApi } from '@/lib/app-services';
import { showToast } from '@/lib/toasts';
import { studentKeys } from '@/lib/student/query-keys';
import { createPaymentAttempts } from '@/lib/payments/payment-attempts';
import { useSingleFlight } from '@/lib/payments/use-single-flight';

/**
 * PUT /ledger-api/orders/{id}/payment/card with an idempotency key per attempt. Whatever the
 * answer, the order and membership are refetched: a decline turns the order FAIL, a success
 * enables the membership and the guard moves the learner on. Double clicks send one request.
 */
export function usePayByCard(orderId: string) {
  const { t } = useTranslation('domain');
  const api = useApi();
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
      // Shown here, not by the page: the guard leaves the page as soon as the data is refetched.
      showToast.success(t('errors.ORDER_PAID', { ns: 'domain' }));
      queryClient.setQueryData<Order>(studentKeys.order(), order);
      await refresh();
    },
    onError: async (error) => {
      attempts.settle(error);
      await refresh();
    },
  });
  return { pay: useSingleFlight(mutation), isPending: mutation.isPending };
}
