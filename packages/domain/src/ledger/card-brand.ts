import type { CardType } from './card-type';

// docs/product/entities.md card types, recognised from the number's first digits (the issuer identification
// number ranges the networks publish): the learner types the number, the brand follows from it.
const BRAND_RANGES: readonly {
  cardType: CardType;
  ranges: readonly (readonly [string, string])[];
}[] = [
  {
    cardType: 'AMERICAN_EXPRESS',
    ranges: [
      ['34', '34'],
      ['37', '37'],
    ],
  },
  { cardType: 'VISA', ranges: [['4', '4']] },
  {
    cardType: 'MASTERCARD',
    ranges: [
      ['51', '55'],
      ['2221', '2720'],
    ],
  },
  {
    cardType: 'DISCOVER',
    ranges: [
      ['6011', '6011'],
      ['644', '649'],
      ['65', '65'],
    ],
  },
];

/**
 * The brand of a card number (spaces and dashes ignored), or undefined while too few digits are
 * typed to tell or when the number belongs to no accepted network. One rule for the card form,
 * which shows the brand as the learner types, and the server, which refuses a payload whose
 * `cardTypeView` is not the number's brand.
 */
export function detectCardBrand(number: string): CardType | undefined {
  const digits = number.replace(/[\s-]+/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  for (const { cardType, ranges } of BRAND_RANGES) {
    for (const [low, high] of ranges) {
      if (digits.length < low.length) continue;
      const prefix = Number(digits.slice(0, low.length));
      if (prefix >= Number(low) && prefix <= Number(high)) return cardType;
    }
  }
  return undefined;
}
