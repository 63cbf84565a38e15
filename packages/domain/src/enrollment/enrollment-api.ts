import { z } from 'zod';
import { addressTypeSchema, DEFAULT_COUNTRY } from '../user/address-type';
import { CARD_TYPES, cardTypeSchema, type CardType } from '../ledger/card-type';
import { membershipStatusSchema } from '../ledger/membership-status';
import { orderStatusSchema } from '../ledger/order-status';
import { paymentMethodSchema } from '../ledger/payment-method';
import { periodicitySchema } from '../ledger/periodicity';
import { promotionKindSchema } from '../ledger/promotion-kind';
import { recordIdSchema } from '../validation/record-id';
import {
  addressTextSchema,
  cardExpirySchema,
  freeTextSchema,
  personNameSchema,
  phoneSchema,
  targetDateSchema,
} from '../validation/fields';
import { isDateOfBirth } from './date-of-birth';

// The enrolment API both sides share (docs/enrollment-api.md). Amounts are integer cents
// (ARCHITECTURE.md decision 3). Request schemas carry the SPEC §5 rules with their message ids;
// rules that depend on "now" take a clock function so they read it when a request is parsed.

/** Every payment request carries this header; the client makes one key per payment attempt. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A UUID is what the web sends; any 16 to 100 URL-safe characters are accepted. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/);

/** The most courses a paid-selective learner picks during onboarding (SPEC §9's count of 4). */
export const MAX_SELECTED_COURSES = 4;

// ---------------------------------------------------------------------------------------------
// Orders (SPEC §3 "Order")

export const createOrderRequestSchema = z.object({
  degreeProgramId: recordIdSchema,
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const paymentInformationSchema = z.object({
  paymentMethod: paymentMethodSchema,
  /** Card payments only: the brand and the last four digits, never more (PCI DSS). */
  cardType: cardTypeSchema.nullable(),
  lastFour: z.string().nullable(),
});

export const orderPaymentSchema = z.object({
  /** The gateway's transaction id (for a prepaid token, the attempt id). */
  pnref: z.string(),
  /** Payflow RESULT: 0 approved, otherwise a §8 card response code. */
  responseCode: z.number().int(),
  paymentInformation: paymentInformationSchema,
});

export const orderSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  kind: z.enum(['ENROLLMENT_PLAN', 'CHALLENGE_EXAM']),
  degreeProgramId: z.number().nullable(),
  /** What the order costs today, in cents. */
  total: z.number().int(),
  orderItems: z.array(
    z.object({
      name: z.string(),
      productId: z.number().nullable(),
      price: z.number().int(),
      orderItemSpecs: z.array(z.object({ type: z.string() })),
    }),
  ),
  /** The latest finished payment (successful or declined), or null before any. */
  payment: orderPaymentSchema.nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const membershipSchema = z.object({
  membershipStatus: membershipStatusSchema,
  membershipExpiredDate: z.string().nullable(),
  daysToRestartMembership: z.number().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

// ---------------------------------------------------------------------------------------------
// Card payment (SPEC §3 "Credit card payload", §5 card rules)

export const billingAddressSchema = z.object({
  address1: addressTextSchema,
  addressType: addressTypeSchema.default('billing'),
  country: addressTextSchema.default(DEFAULT_COUNTRY),
  state: addressTextSchema,
  city: addressTextSchema,
  zipCode: addressTextSchema,
});

const digits = (min: number, max: number) =>
  z.string({ error: 'validation.required' }).regex(new RegExp(`^\\d{${min},${max}}$`), {
    error: 'validation.cardNumber',
  });

/**
 * The card payload of SPEC §3: the number without spaces, expireMonth (MM) and expireYear (YY,
 * the expiry's characters 3 to 4; YYYY is accepted too). The number and CVV lengths follow the
 * card type; an expiry before the month of `now()` is 'The credit card has expired'.
 */
export function cardPaymentRequestSchema(now: () => Date) {
  return z
    .object({
      firstName: personNameSchema,
      lastName: personNameSchema,
      creditCardNumber: digits(12, 19),
      expireMonth: z
        .string({ error: 'validation.required' })
        .regex(/^(0[1-9]|1[0-2])$/, { error: 'validation.cardExpiryFormat' }),
      expireYear: z
        .string({ error: 'validation.required' })
        .regex(/^(\d{2}|\d{4})$/, { error: 'validation.cardExpiryFormat' }),
      cvv: z.string({ error: 'validation.required' }),
      cardTypeView: cardTypeSchema,
      address: billingAddressSchema,
      promoCode: z.string().trim().max(40).optional(),
    })
    .superRefine((card, ctx) => {
      // zod runs this even when a field above failed: check only what parsed.
      const type = CARD_TYPES[card.cardTypeView] as (typeof CARD_TYPES)[CardType] | undefined;
      if (!type) return;
      if (!(type.numberLengths as readonly number[]).includes(card.creditCardNumber?.length)) {
        ctx.addIssue({
          code: 'custom',
          path: ['creditCardNumber'],
          message: 'validation.cardNumber',
        });
      }
      if (
        !/^\d+$/.test(card.cvv ?? '') ||
        !(type.securityCodeLengths as readonly number[]).includes(card.cvv?.length)
      ) {
        ctx.addIssue({ code: 'custom', path: ['cvv'], message: 'validation.securityCode' });
      }
      if (!/^(0[1-9]|1[0-2])$/.test(card.expireMonth) || !/^\d{2}(\d{2})?$/.test(card.expireYear)) {
        return;
      }
      const year = card.expireYear.length === 2 ? `20${card.expireYear}` : card.expireYear;
      const expiry = cardExpirySchema(now()).safeParse(`${card.expireMonth}/${year}`);
      if (!expiry.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['expireYear'],
          message: expiry.error.issues[0]!.message,
        });
      }
    });
}
export type CardPaymentRequest = z.infer<ReturnType<typeof cardPaymentRequestSchema>>;

// ---------------------------------------------------------------------------------------------
// Prepaid tokens (SPEC §3 "Prepaid token validation", §5)

export const prepaidTokenSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(60);

export const prepaidTokenValidationRequestSchema = z.object({
  token: prepaidTokenSchema,
  degreeProgramId: recordIdSchema,
});

export const prepaidTokenValidationSchema = z.object({
  token: z.string(),
  degreeProgramId: z.number(),
  degreeProgramName: z.string(),
});

export const prepaidPaymentRequestSchema = z.object({ token: prepaidTokenSchema });

// ---------------------------------------------------------------------------------------------
// Payment methods, plans and promotions (SPEC §3 "Payment plan", "Payment methods response")

const paymentMethodEntrySchema = z.object({
  label: z.string(),
  options: z.array(z.object({ cardType: cardTypeSchema, displayName: z.string() })),
});

/** Keyed by method; only the methods this tenant offers are present. */
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

// ---------------------------------------------------------------------------------------------
// Onboarding profile, courses and orientation (SPEC §5, issue 4 point 7)

/**
 * PUT /user-api/users during onboarding. `userData` holds the tenant's onboarding questions
 * (tenant config `onboardingQuestions`) keyed by question id; the server checks them against the
 * tenant's questions (required ones, select options).
 */
export function onboardingProfileRequestSchema(now: () => Date) {
  return z.object({
    /** ISO YYYY-MM-DD, a real day in the past. */
    dateOfBirth: z
      .string({ error: 'validation.required' })
      .refine((v) => isDateOfBirth(v, now()), { error: 'validation.dateOfBirth' }),
    phoneNumbers: z
      .array(phoneSchema, { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(3),
    addresses: z
      .array(
        z.object({
          addressType: addressTypeSchema,
          address1: addressTextSchema,
          city: addressTextSchema,
          state: addressTextSchema,
          country: addressTextSchema.default(DEFAULT_COUNTRY),
          zipCode: addressTextSchema,
        }),
        { error: 'validation.required' },
      )
      .min(1, { error: 'validation.required' })
      .max(2),
    /** MM/YYYY, not before the current month (SPEC §5 "Target date"). */
    targetDateProgress: z.string({ error: 'validation.required' }).superRefine((value, ctx) => {
      const parsed = targetDateSchema(now()).safeParse(value);
      if (!parsed.success)
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
    }),
    subscribedToSms: z.boolean().default(false),
    // An optional question left empty may be sent as ''.
    userData: z.record(
      z.string().max(60),
      z.union([z.literal(''), freeTextSchema.max(500, { error: 'validation.tooLong' })]),
      { error: 'validation.required' },
    ),
  });
}
export type OnboardingProfileRequest = z.infer<ReturnType<typeof onboardingProfileRequestSchema>>;

export const courseSelectionRequestSchema = z.object({
  productIds: z.array(recordIdSchema).min(1).max(20),
});
export type CourseSelectionRequest = z.infer<typeof courseSelectionRequestSchema>;
