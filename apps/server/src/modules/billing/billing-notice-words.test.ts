import { describe, expect, it } from 'vitest';
import { BILLING_NOTICE_WORDS } from './billing-notice-words';

describe('a billing notice names the payment method', () => {
  it.each([
    ['VISA', '1111', 'VISA ending in 1111', 'VISA terminada en 1111'],
    ['Bank account', '6789', 'Bank account ending in 6789', 'Cuenta bancaria terminada en 6789'],
    ['PayPal', null, 'PayPal', 'PayPal'],
    [null, null, 'Card', 'Tarjeta'],
  ])('%s %s: %s, %s', (brand, lastFour, english, spanish) => {
    expect(BILLING_NOTICE_WORDS.en.method({ brand, lastFour })).toBe(english);
    expect(BILLING_NOTICE_WORDS.es.method({ brand, lastFour })).toBe(spanish);
  });

  it('gives a card expiry as Spanish pages ask for it, MM/AAAA', () => {
    expect(
      BILLING_NOTICE_WORDS.es.cardExpiring.expires('VISA terminada en 1111', 'Plan', '2026-12'),
    ).toContain('vence a fines de 12/2026');
  });
});
