import type { CardPaymentRequest } from '@portal/domain/enrollment/card-payment';
import {
  type CardChargeRequest,
  type CardProvider,
  type ProviderResult,
} from '../../payments/payment-provider';
import { withGatewayRetries } from './gateway-retries';

/** The card as the provider takes it, from the card payload (docs/product/entities.md). */
export const cardOf = (card: CardPaymentRequest): CardChargeRequest['card'] => ({
  number: card.creditCardNumber,
  expireMonth: card.expireMonth,
  expireYear: card.expireYear,
  cvv: card.cvv,
  cardType: card.cardTypeView,
  firstName: card.firstName,
  lastName: card.lastName,
  address: card.address,
});

export type CardAnswer =
  | { ok: true; result: ProviderResult }
  | { ok: false; error: 'PAYMENT_TIMEOUT' | 'PAYMENT_TRY_AGAIN' };

/** Retries a timeout with the same request id, so the provider charges at most once. */
export async function chargeCardWithRetries(
  cards: CardProvider,
  request: CardChargeRequest,
): Promise<CardAnswer> {
  const answer = await withGatewayRetries(() => cards.chargeCard(request));
  return answer.ok ? { ok: true, result: answer.value } : answer;
}
