import { describe, expect, it } from 'vitest';
import { cardPaymentRequestSchema } from './card-payment';

const now = () => new Date('2026-11-22T12:00:00Z');

const card = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  creditCardNumber: '4111111111111111',
  expireMonth: '11',
  expireYear: '26',
  cvv: '123',
  cardTypeView: 'VISA',
  address: { address1: '1 Main St', state: 'KS', city: 'Hays', zipCode: '67601' },
  ...overrides,
});

const problems = (input: unknown) => {
  const result = cardPaymentRequestSchema(now).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('cardPaymentRequestSchema (docs/product/entities.md payload, validation.md rules)', () => {
  it.each([
    ['a good VISA expiring this month', card(), []],
    ['a four-digit year', card({ expireYear: '2027' }), []],
    [
      'AMEX with 15 digits and 4-digit CVV',
      card({ cardTypeView: 'AMERICAN_EXPRESS', creditCardNumber: '378282246310005', cvv: '1234' }),
      [],
    ],
    ['last month', card({ expireMonth: '10' }), ['expireYear:validation.cardExpired']],
    [
      'a 15-digit VISA',
      card({ creditCardNumber: '411111111111111' }),
      ['creditCardNumber:validation.cardNumber'],
    ],
    [
      'a number with spaces',
      card({ creditCardNumber: '4111 1111 1111 1111' }),
      ['creditCardNumber:validation.cardNumber'],
    ],
    [
      'AMEX with a 3-digit CVV',
      card({ cardTypeView: 'AMERICAN_EXPRESS', creditCardNumber: '378282246310005' }),
      ['cvv:validation.securityCode'],
    ],
    [
      'no number nor CVV',
      card({ creditCardNumber: undefined, cvv: undefined }),
      ['creditCardNumber:validation.required', 'cvv:validation.required'],
    ],
    [
      'a MasterCard number sent as VISA',
      card({ creditCardNumber: '5555555555554444' }),
      ['cardTypeView:validation.cardTypeMismatch'],
    ],
    [
      'a VISA number sent as AMEX with a 4-digit CVV',
      card({ cardTypeView: 'AMERICAN_EXPRESS', cvv: '1234' }),
      ['cvv:validation.securityCode', 'cardTypeView:validation.cardTypeMismatch'],
    ],
    [
      'a number of no accepted brand (JCB)',
      card({ creditCardNumber: '3530111333300000' }),
      ['creditCardNumber:validation.cardNumber'],
    ],
    [
      'a Discover 65 number sent as DISCOVER',
      card({ cardTypeView: 'DISCOVER', creditCardNumber: '6500000000000002' }),
      [],
    ],
    ['month 13', card({ expireMonth: '13' }), ['expireMonth:validation.cardExpiryFormat']],
    [
      'an unknown card type',
      card({ cardTypeView: 'DINERS' }),
      [
        'cardTypeView:Invalid option: expected one of "VISA"|"MASTERCARD"|"DISCOVER"|"AMERICAN_EXPRESS"',
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(problems(input)).toEqual(expected);
  });

  it('fills the billing address defaults', () => {
    const parsed = cardPaymentRequestSchema(now).parse(card());
    expect(parsed.address).toMatchObject({ addressType: 'billing', country: 'US' });
  });
});
