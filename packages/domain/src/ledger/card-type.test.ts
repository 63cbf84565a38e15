import { describe, expect, it } from 'vitest';
import { cardNumberSchema, securityCodeSchema } from '../validation/fields';
import { CARD_TYPES } from './card-type';

describe('CARD_TYPES (docs/product/entities.md) drive the card field sizes', () => {
  it.each([
    ['VISA', '4111 1111 1111 1111', '123', true],
    ['AMERICAN_EXPRESS', '3782 822463 10005', '1234', true],
    ['AMERICAN_EXPRESS', '3782 822463 10005', '123', false],
    ['MASTERCARD', '5555 5555 5555 444', '123', false],
  ] as const)('%s %s / %s -> %s', (type, number, cvc, valid) => {
    const { numberLengths, securityCodeLengths } = CARD_TYPES[type];
    const ok =
      cardNumberSchema(numberLengths).safeParse(number).success &&
      securityCodeSchema(securityCodeLengths).safeParse(cvc).success;
    expect(ok).toBe(valid);
  });

  it('shows the display names of docs/product/entities.md', () => {
    expect(Object.values(CARD_TYPES).map((c) => c.displayName)).toEqual([
      'VISA',
      'MasterCard',
      'DISCOVER',
      'AMEX',
    ]);
  });
});
