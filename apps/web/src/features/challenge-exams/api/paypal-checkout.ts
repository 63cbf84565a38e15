import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@portal/domain/enrollment/order';
import type { PayPalCheckout } from '@portal/domain/enrollment/paypal-checkout';
import type { ChallengeExamOrderRequest } from '@portal/domain/ledger/challenge-exam';
import { useApi } from '@/lib/app-services';
import { challengeExamKeys } from './challenge-exam-keys';

const tokenPath = (orderId: string) =>
  `/ledger-api/orders/${encodeURIComponent(orderId)}/payment/paypal/token`;

/**
 * PayPal's first step for an exam: PUT /ledger-api/orders/challenge-exam (create-or-return), then
 * GET /ledger-api/orders/{id}/payment/paypal/token, and the student goes to PayPal to approve.
 * PayPal sends them back to this exam's page with `paypal=return` (or `cancel`) and the token.
 */
export function useStartExamPayPalCheckout(productId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const order = await api.request<Order>('/ledger-api/orders/challenge-exam', {
        method: 'PUT',
        json: { productId } satisfies ChallengeExamOrderRequest,
      });
      return api.request<PayPalCheckout>(tokenPath(order.orderId));
    },
    onSuccess: (checkout) => window.location.assign(checkout.approvalUrl),
  });
}

/**
 * PUT /ledger-api/orders/{id}/payment/paypal/token: captures the approved checkout. A second
 * capture of the same token answers the paid order and charges nothing, so a reload is safe.
 */
export function useCaptureExamPayPalCheckout(productId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string; expressCheckoutToken: string }) =>
      api.request<Order>(tokenPath(input.orderId), {
        method: 'PUT',
        json: { expressCheckoutToken: input.expressCheckoutToken, promoCode: null },
      }),
    onSuccess: (order) => queryClient.setQueryData(challengeExamKeys.order(productId), order),
    onError: () => queryClient.invalidateQueries({ queryKey: challengeExamKeys.order(productId) }),
  });
}
