import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CardPaymentRequest } from '@portal/domain/enrollment/card-payment';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/domain/enrollment/idempotency-key';
import type { Order } from '@portal/domain/enrollment/order';
import type { ChallengeExamOrderRequest } from '@portal/domain/ledger/challenge-exam';
import { useApi } from '@/lib/app-services';
import { createPaymentAttempts } from '@/lib/payments/payment-attempts';
import { useSingleFlight } from '@/lib/payments/use-single-flight';
import { challengeExamKeys } from './challenge-exam-keys';

/**
 * Pays an exam by card: PUT /ledger-api/orders/challenge-exam (create-or-return, so the order is
 * the same on every try), then PUT /ledger-api/orders/{id}/payment/card with an idempotency key
 * per attempt, as the enrolment pays. Whatever the answer, the exam's order is read again.
 */
export function usePayChallengeExamByCard(productId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [attempts] = useState(createPaymentAttempts);
  const mutation = useMutation({
    mutationFn: async (card: CardPaymentRequest) => {
      const order = await api.request<Order>('/ledger-api/orders/challenge-exam', {
        method: 'PUT',
        json: { productId } satisfies ChallengeExamOrderRequest,
      });
      return api.request<Order>(
        `/ledger-api/orders/${encodeURIComponent(order.orderId)}/payment/card`,
        { method: 'PUT', json: card, headers: { [IDEMPOTENCY_KEY_HEADER]: attempts.keyFor(card) } },
      );
    },
    onSuccess: (order) => {
      attempts.settle();
      queryClient.setQueryData(challengeExamKeys.order(productId), order);
    },
    onError: async (error) => {
      attempts.settle(error);
      await queryClient.invalidateQueries({ queryKey: challengeExamKeys.order(productId) });
    },
  });
  return { pay: useSingleFlight(mutation), isPending: mutation.isPending };
}
