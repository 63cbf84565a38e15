import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CardPaymentRequest } from '@portal/domain/enrollment/card-payment';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { useApi } from '@/lib/app-services';
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
  const inFlight = useRef(false);
  const change = (
    card: CardPaymentRequest,
    callbacks: { onError: (error: unknown) => void; onSuccess?: () => void },
  ) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(card, {
      onError: callbacks.onError,
      onSuccess: callbacks.onSuccess,
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };
  return { change, isPending: mutation.isPending };
}
