import { useMutation } from '@tanstack/react-query';
import type { PayPalCheckout } from '@portal/domain/enrollment/paypal-checkout';
import { useApi } from '@/lib/app-services';
import { paypalInProgress } from '../enrollment-choices';

/**
 * GET /ledger-api/orders/{id}/payment/paypal/token: the server prices the order and asks PayPal
 * for a checkout; the learner is then sent to PayPal's approval page, the flag set first so the
 * result page knows what it is coming back to.
 */
export function useStartPayPalCheckout(orderId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (promoCode: string) =>
      api.request<PayPalCheckout>(
        `/ledger-api/orders/${encodeURIComponent(orderId)}/payment/paypal/token${
          promoCode ? `?promoCode=${encodeURIComponent(promoCode)}` : ''
        }`,
      ),
    onSuccess: (checkout, promoCode) => {
      paypalInProgress.set({
        orderId,
        expressCheckoutToken: checkout.expressCheckoutToken,
        promoCode,
      });
      window.location.assign(checkout.approvalUrl);
    },
  });
}
