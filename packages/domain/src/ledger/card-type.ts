import { z } from 'zod';

// docs/product/entities.md "Card types", with their display names. Lengths are the card networks' own: validation.md only
// says the number and security code must match "a given size", so the size is chosen here.
export const CARD_TYPES = {
  VISA: { displayName: 'VISA', numberLengths: [13, 16, 19], securityCodeLengths: [3] },
  MASTERCARD: { displayName: 'MasterCard', numberLengths: [16], securityCodeLengths: [3] },
  DISCOVER: { displayName: 'DISCOVER', numberLengths: [16, 19], securityCodeLengths: [3] },
  AMERICAN_EXPRESS: { displayName: 'AMEX', numberLengths: [15], securityCodeLengths: [4] },
} as const satisfies Record<
  string,
  { displayName: string; numberLengths: readonly number[]; securityCodeLengths: readonly number[] }
>;

export type CardType = keyof typeof CARD_TYPES;

export const CARD_TYPE_CODES = Object.keys(CARD_TYPES) as CardType[];

export const cardTypeSchema = z.enum(CARD_TYPE_CODES as [CardType, ...CardType[]]);
