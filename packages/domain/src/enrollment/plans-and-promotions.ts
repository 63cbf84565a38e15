import { z } from 'zod';
import { spanishTextsSchema } from '../catalog/catalog-api';
import { cardTypeSchema } from '../ledger/card-type';
import { periodicitySchema } from '../ledger/periodicity';
import { promotionKindSchema } from '../ledger/promotion-kind';

// Payment methods, plans and promotions (docs/product/entities.md "Payment plan", "Payment methods response").
// Amounts are integer cents.

const paymentMethodEntrySchema = z.object({
  label: z.string(),
  options: z.array(z.object({ cardType: cardTypeSchema, displayName: z.string() })),
});

/** GET /ledger-api/payment/methods: keyed by method; only the tenant's methods are present. */
export const paymentMethodsSchema = z.object({
  CREDIT_CARD: paymentMethodEntrySchema.optional(),
  PAYPAL: paymentMethodEntrySchema.optional(),
  ACH: paymentMethodEntrySchema.optional(),
  PREPAID_TOKEN: paymentMethodEntrySchema.optional(),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

export const planSchema = z.object({
  id: z.number(),
  degreeProgramId: z.number(),
  name: z.string(),
  price: z.number().int(),
  periodicity: periodicitySchema,
  /** Its Spanish name, when written (docs/languages.md "The catalog"). */
  es: spanishTextsSchema.optional(),
});
export type Plan = z.infer<typeof planSchema>;

export const promotionSchema = z.object({
  code: z.string(),
  kind: promotionKindSchema,
  /** DISCOUNTED_*: percent off; DEFERRED_PAYMENT: null. */
  percentOff: z.number().int().nullable(),
  /** DEFERRED_PAYMENT: days before the first charge; otherwise null. */
  deferredDays: z.number().int().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** GET /ledger-api/payment/plan/details */
export const planDetailsSchema = z.object({
  orderId: z.string(),
  plan: planSchema,
  promotion: promotionSchema.nullable(),
  /** What the card is charged today, after the promotion. */
  chargedToday: z.number().int(),
  /** What each later period costs, after the promotion. */
  pricePerPeriod: z.number().int(),
});
export type PlanDetails = z.infer<typeof planDetailsSchema>;
