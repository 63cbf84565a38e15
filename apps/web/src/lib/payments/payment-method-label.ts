import type { TFunction } from 'i18next';
import { CARD_TYPES, type CardType } from '@portal/domain/ledger/card-type';
import type { PaymentMethod } from '@portal/domain/ledger/payment-method';

/**
 * A method as the billing pages name it: 'VISA ending in 1111', 'Bank account ending in 6789' or
 * 'Access code ending in 0001', never more of the number or the code.
 */
export function paymentMethodLabel(
  info: { paymentMethod: PaymentMethod; cardType: CardType | null; lastFour: string | null },
  t: TFunction,
): string {
  if (info.paymentMethod === 'CREDIT_CARD' && info.cardType && info.lastFour) {
    return t('billing:method.card', {
      brand: CARD_TYPES[info.cardType].displayName,
      lastFour: info.lastFour,
    });
  }
  if (info.paymentMethod === 'PREPAID_TOKEN' && info.lastFour) {
    return t('billing:method.accessCode', { lastFour: info.lastFour });
  }
  if (info.paymentMethod === 'ACH' && info.lastFour) {
    return t('billing:method.account', { lastFour: info.lastFour });
  }
  return t(`billing:method.${info.paymentMethod}`);
}
