import { useMutation } from '@tanstack/react-query';
import type { CardPaymentRequest } from '@portal/domain/enrollment/card-payment';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { useApi } from '@/lib/app-services';
import { useSingleFlight } from '@/lib/payments/use-single-flight';
import { useSubscriptionUpdated } from './use-subscription-updated';

/**
 * PUT /ledger-api/subscriptions/{id}/payment/recurring/card: the card is verified and becomes the
 * plan's method on file. Nothing is charged, so no idempotency key; double clicks send one request.
 */
export function useChangeRecurringCard(subscriptionId: string) {
  const api = useApi();
  const { updated, refresh } = useSubscriptionUpdated();
  const mutation = useMutation({
    mutationFn: (card: CardPaymentRequest) =>
      api.request<Subscription>(
        `/ledger-api/subscriptions/${encodeURIComponent(subscriptionId)}/payment/recurring/card`,
        { method: 'PUT', json: card },
      ),
    onSuccess: updated,
    onError: () => refresh(),
  });
  return { change: useSingleFlight(mutation), isPending: mutation.isPending };
}
