import { describe, expect, it } from 'vitest';
import { en } from '@portal/domain/i18n/en';
import { cardFormSchema, cardPayload, EMPTY_CARD_FORM, type CardFormValues } from './card-form';

const NOW = new Date('2026-11-22T04:00:00Z');
const valid: CardFormValues = {
  ...EMPTY_CARD_FORM,
  firstName: 'Riley',
  lastName: "O'Neil",
  cardNumber: '4111 1111 1111 1111',
  expiry: '11/2026',
  cvv: '123',
  address1: '12 Main St.',
  city: 'Hays',
  state: 'KS',
  zipCode: '67601',
};

/** The sentence of the first problem with `field`, or null when it passes. */
function problem(values: CardFormValues, field: keyof CardFormValues): string | null {
  const result = cardFormSchema(NOW).safeParse(values);
  if (result.success) return null;
  const id = result.error.issues.find((i) => i.path[0] === field)?.message;
  if (!id) return null;
  const [group, key] = id.split('.') as ['validation', keyof typeof en.validation];
  return group === 'validation' ? en.validation[key] : id;
}

describe('cardFormSchema (docs/product/validation.md)', () => {
  it('accepts a complete form', () => {
    expect(cardFormSchema(NOW).safeParse(valid).success).toBe(true);
  });

  it.each<[string, Partial<CardFormValues>, keyof CardFormValues, string | null]>([
    ['empty number', { cardNumber: '' }, 'cardNumber', 'This field is required'],
    ['VISA, 16 digits with spaces', { cardNumber: '4111 1111 1111 1111' }, 'cardNumber', null],
    [
      'VISA, 15 digits',
      { cardNumber: '4111 1111 1111 111' },
      'cardNumber',
      en.validation.cardNumber,
    ],
    [
      'letters in the number',
      { cardNumber: '4111 1111 1111 111a' },
      'cardNumber',
      en.validation.cardNumber,
    ],
    ['AMEX, 15 digits', { cardNumber: '3782 822463 10005', cvv: '1234' }, 'cardNumber', null],
    [
      'AMEX, 16 digits',
      { cardNumber: '3782 8224 6310 0051', cvv: '1234' },
      'cardNumber',
      en.validation.cardNumber,
    ],
    ['MasterCard 2-series', { cardNumber: '2221 0000 0000 0009' }, 'cardNumber', null],
    ['DISCOVER 65', { cardNumber: '6500 0000 0000 0002' }, 'cardNumber', null],
    [
      'a number of no accepted brand',
      { cardNumber: '3530 1113 3330 0000' },
      'cardNumber',
      en.validation.cardNumber,
    ],
    ['a VISA number with a 4-digit code', { cvv: '1234' }, 'cvv', en.validation.securityCode],
    ['VISA, 3-digit code', { cvv: '123' }, 'cvv', null],
    ['VISA, 4-digit code', { cvv: '1234' }, 'cvv', 'Please, enter a valid credit card CVC number.'],
    [
      'AMEX, 3-digit code',
      { cardNumber: '378282246310005', cvv: '123' },
      'cvv',
      'Please, enter a valid credit card CVC number.',
    ],
    ['empty code', { cvv: '' }, 'cvv', 'This field is required'],
    ['expiry this month', { expiry: '11/2026' }, 'expiry', null],
    ['expiry last month', { expiry: '10/2026' }, 'expiry', 'The credit card has expired'],
    ['expiry last year', { expiry: '12/2025' }, 'expiry', 'The credit card has expired'],
    ['expiry with a two-digit year', { expiry: '12/27' }, 'expiry', en.validation.cardExpiryFormat],
    ['expiry month 13', { expiry: '13/2027' }, 'expiry', en.validation.cardExpiryFormat],
    ['name with a digit', { firstName: 'R2' }, 'firstName', en.validation.personName],
    ['empty city', { city: '' }, 'city', 'This field is required'],
  ])('%s', (_name, change, field, expected) => {
    expect(problem({ ...valid, ...change }, field)).toBe(expected);
  });
});

describe('cardFormSchema on an empty form', () => {
  it('reports every field at once, the card number and code too', () => {
    const result = cardFormSchema(NOW).safeParse(EMPTY_CARD_FORM);
    const fields = new Set(result.error?.issues.map((i) => String(i.path[0])));
    for (const field of [
      'firstName',
      'lastName',
      'cardNumber',
      'expiry',
      'cvv',
      'address1',
      'city',
    ]) {
      expect(fields.has(field), field).toBe(true);
    }
  });
});

describe('cardPayload (docs/product/entities.md "Credit card payload")', () => {
  it('strips spaces from the number and splits the expiry into month and four-digit year', () => {
    expect(cardPayload(valid, ' SPRING10 ')).toEqual({
      firstName: 'Riley',
      lastName: "O'Neil",
      creditCardNumber: '4111111111111111',
      expireMonth: '11',
      expireYear: '2026',
      cvv: '123',
      cardTypeView: 'VISA',
      address: {
        address1: '12 Main St.',
        addressType: 'billing',
        country: 'US',
        state: 'KS',
        city: 'Hays',
        zipCode: '67601',
      },
      promoCode: 'SPRING10',
    });
  });

  it.each([
    ['4111 1111 1111 1111', 'VISA'],
    ['5555 5555 5555 4444', 'MASTERCARD'],
    ['6011 1111 1111 1117', 'DISCOVER'],
    ['3782 822463 10005', 'AMERICAN_EXPRESS'],
  ] as const)('sends the brand of %s as its cardTypeView (%s)', (cardNumber, brand) => {
    expect(cardPayload({ ...valid, cardNumber }).cardTypeView).toBe(brand);
  });

  it('leaves the promo code out when none was entered', () => {
    expect(cardPayload(valid, '  ')).not.toHaveProperty('promoCode');
    expect(cardPayload(valid)).not.toHaveProperty('promoCode');
  });
});
