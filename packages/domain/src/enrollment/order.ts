import { z } from 'zod';
import { approvalStatusSchema } from '../coursework/approval-status';
import { errorCodeSchema } from '../errors/error-code';
import { cardTypeSchema } from '../ledger/card-type';
import { membershipStatusSchema } from '../ledger/membership-status';
import { orderStatusSchema } from '../ledger/order-status';
import { paymentMethodSchema } from '../ledger/payment-method';
import { recordIdSchema } from '../validation/record-id';
import { examRegistrationSchema } from '../ledger/challenge-exam';
import { spanishTextsSchema } from '../catalog/catalog-api';

// The enrolment order and the membership it opens (docs/product/entities.md "Order", "Membership"). Amounts are
// integer cents (docs/architecture.md, decision 3).

/** PUT /ledger-api/orders/degreeprogram */
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
  /** Payflow RESULT: 0 approved, otherwise a card response code (docs/product/error-catalogue.md). */
  responseCode: z.number().int(),
  /**
   * docs/product/entities.md: Approved, Declined, or Pending while a bank transfer waits for the bank (the order
   * is paid, the money not yet received); with `transactionStatus`, what `hasReceipt` reads.
   */
  approvalStatus: approvalStatusSchema,
  /** docs/product/entities.md transaction status code (7: a bank transfer processing); null for a prepaid token. */
  transactionStatus: z.number().int().nullable(),
  paymentInformation: paymentInformationSchema,
  /**
   * A bank transfer the bank returned after access was given (docs/billing.md): the order stays
   * SUCCESS, but the money never came and its amount is now debt on the plan. `reason` is the
   * bank's answer as a docs/product/error-catalogue.md code ('Insufficient funds available in account'). Null or absent for a
   * payment not returned.
   */
  returned: z.object({ reason: errorCodeSchema.nullable() }).nullable().optional(),
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
      /** The program's or exam's name as the catalog wrote it in English when the order was placed. */
      name: z.string(),
      /**
       * Its Spanish name as the catalog wrote it then, when it had one (docs/languages.md "What an
       * order holds"): a page picks by its language (`fieldIn`), as it does a catalog entry's.
       */
      es: spanishTextsSchema.pick({ name: true }).optional(),
      productId: z.number().nullable(),
      price: z.number().int(),
      orderItemSpecs: z.array(z.object({ type: z.string() })),
    }),
  ),
  /** The latest finished payment (successful or declined), or null before any. */
  payment: orderPaymentSchema.nullable(),
  createdAt: z.string(),
  /**
   * A challenge-exam order's registration with the proctoring service, from its success on
   * (docs/challenge-exams.md); absent on enrolment orders.
   */
  examRegistration: examRegistrationSchema.nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /ledger-api/memberships */
export const membershipSchema = z.object({
  membershipStatus: membershipStatusSchema,
  membershipExpiredDate: z.string().nullable(),
  daysToRestartMembership: z.number().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;
