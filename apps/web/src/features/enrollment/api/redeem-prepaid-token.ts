import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/domain/enrollment/idempotency-key';
import type { Order } from '@portal/domain/enrollment/order';
import type { ValidPrepaidToken } from '@portal/domain/enrollment/prepaid-token';
import { useApi } from '@/lib/app-services';
import { studentKeys } from '@/lib/student/query-keys';
import { createPaymentAttempts } from '@/lib/payments/payment-attempts';

/**
 * The prepaid modes' payment: PUT /ledger-api/orders/degreeprogram for the token's program, then
 * PUT /ledger-api/orders/{id}/payment/prepaid-token with an idempotency key per attempt. The
 * student's data is refetched afterwards, so the guard moves them on to the profile.
 */
export function useRedeemPrepaidToken() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [attempts] = useState(createPaymentAttempts);
  return useMutation({
    mutationFn: async ({ token, degreeProgramId }: ValidPrepaidToken) => {
      const order = await api.request<Order>('/ledger-api/orders/degreeprogram', {
        method: 'PUT',
        json: { degreeProgramId },
      });
      const body = { token };
      return api.request<Order>(
        `/ledger-api/orders/${encodeURIComponent(order.orderId)}/payment/prepaid-token`,
        { method: 'PUT', json: body, headers: { [IDEMPOTENCY_KEY_HEADER]: attempts.keyFor(body) } },
      );
    },
    onSettled: async (order, error) => {
      attempts.settle(error ?? undefined);
      if (order) queryClient.setQueryData<Order>(studentKeys.order(), order);
      await Promise.all(
        [studentKeys.order(), studentKeys.membership(), studentKeys.user()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
