import { z } from 'zod';
import { cardPaymentRequestSchema } from '../enrollment/card-payment';
import { expressCheckoutTokenSchema } from '../enrollment/paypal-checkout';
import { paymentInformationSchema } from '../enrollment/order';
import { FIELD_MAX_LENGTH } from '../validation/field-lengths';
import { achRecurringRequestSchema } from './bank-transfer';
import { periodicitySchema } from './periodicity';
import { subscriptionStatusSchema } from './subscription-status';

/**
 * The Subscription entity of docs/product/entities.md, with what the billing page shows besides: the plan, the
 * debt and the card's expiry. Amounts are integer cents (docs/architecture.md, decision 3).
 */
export const subscriptionSchema = z.object({
  id: z.string(),
  status: subscriptionStatusSchema,
  /** The price of each period. */
  amount: z.number().int(),
  /** When the next period is charged (ISO 8601), null when nothing more will be. */
  nextPaymentDate: z.string().nullable(),
  paymentInformation: paymentInformationSchema.nullable(),
  planName: z.string(),
  /** The plan's Spanish name as the plan kept it when it started, if any (docs/languages.md). */
  es: z.object({ planName: z.string() }).optional(),
  periodicity: periodicitySchema,
  /** Declined periods not yet paid, in cents (the enrolment plan's totalDebt). */
  totalDebt: z.number().int(),
  /** The last month the card on file can be charged, 'YYYY-MM', when it is a card. */
  paymentMethodExpiresOn: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** PUT /ledger-api/subscriptions/cancel: why the learner leaves (kept for the provider's team). */
export const cancelSubscriptionSchema = z.object({
  reason: z.string().trim().max(FIELD_MAX_LENGTH.freeText).optional(),
});

/**
 * PUT /ledger-api/orders/debt: pays the whole debt with the card or the bank account given (a
 * web-authorised debit of a checking account), which then becomes the method on file, or with
 * neither with the method on file (Idempotency-Key header required). `paypal` pays it at PayPal
 * in a round trip (docs/billing.md): `{}` answers where the learner approves (202, a
 * PayPalCheckout), then `{ expressCheckoutToken }` captures the approved payment. One way at once.
 */
export function debtPaymentRequestSchema(now: () => Date) {
  return z
    .object({
      card: cardPaymentRequestSchema(now).optional(),
      bankAccount: achRecurringRequestSchema.optional(),
      paypal: z.object({ expressCheckoutToken: expressCheckoutTokenSchema.optional() }).optional(),
    })
    .refine((body) => !(body.card && body.bankAccount), {
      error: 'validation.invalid',
      path: ['bankAccount'],
    })
    .refine((body) => !((body.card || body.bankAccount) && body.paypal), {
      error: 'validation.invalid',
      path: ['paypal'],
    });
}
export type DebtPaymentRequest = z.infer<ReturnType<typeof debtPaymentRequestSchema>>;
