import { z } from 'zod';
import { FIELD_MAX_LENGTH } from '../validation/field-lengths';
import { addressTextSchema, personNameSchema } from '../validation/fields';

/**
 * A US bank routing number (ABA): nine digits whose weighted sum (3, 7, 1 repeated) is a multiple
 * of ten, so a mistyped digit is caught before the bank is asked.
 */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return sum % 10 === 0;
}

/**
 * POST /ledger-api/payment/token/ach: the tokenised-payment billing data (docs/product/entities.md). `objectId` is
 * the order to pay; a promo code prices it as it would a card payment.
 */
export const achTokenRequestSchema = z.object({
  objectId: z.uuid({ error: 'validation.required' }),
  billToFirstName: personNameSchema,
  billToLastName: personNameSchema,
  billToStreet: addressTextSchema,
  billToCity: addressTextSchema,
  billToState: addressTextSchema,
  billToCountry: z.string().trim().length(2, { error: 'validation.invalid' }).default('US'),
  billToZip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { error: 'validation.invalid' }),
  holderName: personNameSchema.optional(),
  /** Priced as a card payment with the same code would be. */
  promoCode: z.string().trim().max(FIELD_MAX_LENGTH.promoCode).optional(),
});
export type AchTokenRequest = z.infer<typeof achTokenRequestSchema>;

/** The tokenised payment: where the bank-details form posts, and what it pays. */
export const tokenizedPaymentSchema = z.object({
  /** Names this payment in POST /ledger-api/paymentAsync/{secureTokenId}. */
  secureTokenId: z.uuid(),
  objectId: z.uuid(),
  /** What will be debited, in cents. */
  amount: z.number().int(),
  /** The bank-details form (our /payment/iframe page). */
  formUrl: z.string(),
});
export type TokenizedPayment = z.infer<typeof tokenizedPaymentSchema>;

/**
 * POST /ledger-api/paymentAsync/{secureTokenId}: the ACH data (docs/product/entities.md). The account type is fixed
 * to checking, the authorisation to web and the transaction to a sale.
 */
export const achPaymentRequestSchema = z.object({
  routingNumber: z
    .string({ error: 'validation.required' })
    .refine(isRoutingNumber, { error: 'validation.routingNumber' }),
  accountNumber: z
    .string({ error: 'validation.required' })
    .regex(/^\d{4,17}$/, { error: 'validation.bankAccountNumber' }),
  accountType: z.literal('CHECKING').default('CHECKING'),
  authorizationType: z.literal('WEB').default('WEB'),
  transactionType: z.literal('SALE').default('SALE'),
});
export type AchPaymentRequest = z.infer<typeof achPaymentRequestSchema>;

/** What the bank-details form shows next (/paymentAsync/{paymentResponseStatus}). */
export const achPaymentResultSchema = z.object({
  /** `processing` until the bank settles it, days later; access starts now (a trial period). */
  paymentResponseStatus: z.enum(['processing', 'error']),
  orderId: z.uuid(),
});

/** PUT /ledger-api/payment/recurring/ach: the account the plan's later periods are debited from. */
export const achRecurringRequestSchema = achPaymentRequestSchema.extend({
  holderName: personNameSchema,
});
export type AchRecurringRequest = z.infer<typeof achRecurringRequestSchema>;
