import { describe, expect, it } from 'vitest';
import { paymentMethodText } from './payment-method-text';
import { lastFour, type ReceiptPaymentMethod } from './receipt-document';

describe('paymentMethodText', () => {
  it.each<[ReceiptPaymentMethod, string]>([
    [{ method: 'CREDIT_CARD', brand: 'VISA', lastFour: lastFour('1111') }, 'VISA ending in 1111'],
    [
      { method: 'CREDIT_CARD', brand: 'MASTERCARD', lastFour: lastFour('4444') },
      'MasterCard ending in 4444',
    ],
    [
      { method: 'CREDIT_CARD', brand: 'DISCOVER', lastFour: lastFour('1117') },
      'DISCOVER ending in 1117',
    ],
    [
      { method: 'CREDIT_CARD', brand: 'AMERICAN_EXPRESS', lastFour: lastFour('0005') },
      'AMEX ending in 0005',
    ],
    [{ method: 'ACH', lastFour: lastFour('6789') }, 'Bank account ending in 6789'],
    [{ method: 'PAYPAL' }, 'PayPal'],
    [{ method: 'PREPAID_TOKEN' }, 'Prepaid token'],
  ])('%o -> %s', (method, text) => {
    expect(paymentMethodText(method)).toBe(text);
  });
});

describe('lastFour', () => {
  it.each(['4111111111111111', '111', '11a1', ' 1111', ''])('refuses %j', (digits) => {
    expect(() => lastFour(digits)).toThrow();
  });
});
