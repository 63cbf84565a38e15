import { CARD_TYPES } from '@portal/domain/ledger/card-type';
import type { ReceiptPaymentMethod } from './receipt-document';

/** The payment method as a receipt prints it: 'VISA ending in 1111', 'PayPal'. */
export function paymentMethodText(method: ReceiptPaymentMethod): string {
  switch (method.method) {
    case 'CREDIT_CARD':
      return `${CARD_TYPES[method.brand].displayName} ending in ${method.lastFour}`;
    case 'ACH':
      return `Bank account ending in ${method.lastFour}`;
    case 'PAYPAL':
      return 'PayPal';
    case 'PREPAID_TOKEN':
      return 'Prepaid token';
  }
}
