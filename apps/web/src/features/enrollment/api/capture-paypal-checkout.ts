import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@portal/domain/enrollment/order';
import { useApi } from '@/lib/app-services';
import { studentKeys } from '@/lib/student/query-keys';

/**
 * PUT /ledger-api/orders/{id}/payment/paypal/token: captures the approved checkout. Capturing the
 * same token twice is safe (the server answers the paid order), so a reload of the return page
 * cannot charge again. The order and membership are refetched whatever the answer.
 */
export function useCapturePayPalCheckout() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string; expressCheckoutToken: string; promoCode: string }) =>
      api.request<Order>(
        `/ledger-api/orders/${encodeURIComponent(input.orderId)}/payment/paypal/token`,
        {
          method: 'PUT',
          json: {
            expressCheckoutToken: input.expressCheckoutToken,
            promoCode: input.promoCode || null,
          },
        },
      ),
    onSettled: async (order) => {
      if (order) queryClient.setQueryData<Order>(studentKeys.order(), order);
      await Promise.all(
        [studentKeys.order(), studentKeys.membership()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
