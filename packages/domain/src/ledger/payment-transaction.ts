import { z } from 'zod';
import { approvalStatusSchema, type ApprovalStatus } from '../coursework/approval-status';
import { billingTargetSchema } from './billing-target';
import { cardTypeSchema } from './card-type';
import { paymentMethodSchema } from './payment-method';
import { paymentRefundSchema } from './refund';

// Where a payment stands, in the providers' normalised words plus our two while the answer is out
// (docs/decisions/0005-payments.md).
export const PAYMENT_STATUSES = [
  'IN_FLIGHT',
  'UNKNOWN',
  'REQUIRES_ACTION',
  'AUTHORIZED',
  'CAPTURED',
  'PROCESSING',
  'FAILED',
  'CANCELLED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The docs/product/entities.md transaction status code (Payflow TRANSSTATE) a payment shows: a verified card 0, an
 * authorisation 3, a capture waiting for the gateway's settlement batch 6 and `settled` once the
 * batch has closed 8, a bank transfer on its way 7, a failure 1, an answer never received 254; a
 * cancelled one is the voided authorisation, 1003.
 */
export function transactionStatusCode(
  status: PaymentStatus,
  amountCents: number,
  settled: boolean,
): number {
  switch (status) {
    case 'AUTHORIZED':
      return amountCents === 0 ? 0 : 3;
    case 'CAPTURED':
      return settled ? 8 : 6;
    case 'PROCESSING':
      return 7;
    case 'FAILED':
      return 1;
    case 'CANCELLED':
      return 1003;
    case 'UNKNOWN':
    case 'IN_FLIGHT':
    case 'REQUIRES_ACTION':
      return 254;
  }
}

/**
 * The approval status a payment shows (docs/product/entities.md). A bank transfer counts as paid while the bank has
 * not answered (access starts, docs/billing.md), but the bank may still return it: it is not
 * approved until it settles.
 */
export function approvalStatusOf(status: PaymentStatus): ApprovalStatus {
  switch (status) {
    case 'AUTHORIZED':
    case 'CAPTURED':
      return 'Approved';
    case 'FAILED':
    case 'CANCELLED':
      return 'Declined';
    default:
      return 'Pending';
  }
}

/** The docs/product/entities.md transaction status of a bank transfer the bank has not answered yet (PROCESSING). */
export const PROCESSING_TRANSACTION_STATUS = 7;

/**
 * Whether a payment has a receipt: once approved, and while its bank transfer is processing (the
 * receipt then says so). A declined or unanswered payment took no money.
 */
export const hasReceipt = (payment: {
  approvalStatus: ApprovalStatus;
  transactionStatus: number | null;
}) =>
  payment.approvalStatus === 'Approved' ||
  payment.transactionStatus === PROCESSING_TRANSACTION_STATUS;

/** One payment as the billing pages list it (GET /ledger-api/payment/history). */
export const paymentTransactionSchema = z.object({
  /** Our id for the payment (the provider's request id). */
  transactionId: z.string(),
  billingTarget: billingTargetSchema,
  /** The order or the subscription it pays. */
  targetId: z.string(),
  /** What it pays, e.g. the program's name, 'Payment plan, period 3' or 'Debt payment'. */
  description: z.string(),
  /**
   * Its Spanish description: an order's, the name its order holds in Spanish, if any; a plan's
   * charge, the plan's number and name (its Spanish name, if it has one) in Spanish words.
   */
  es: z.object({ description: z.string() }).optional(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  transactionStatus: z.number().int(),
  approvalStatus: approvalStatusSchema,
  paymentMethod: paymentMethodSchema,
  cardType: cardTypeSchema.nullable(),
  lastFour: z.string().nullable(),
  /** The provider's transaction id (pnref), once it answered. */
  pnref: z.string().nullable(),
  /** The catalogue code of a failure. */
  errorCode: z.string().nullable(),
  date: z.string(),
  /** What was given back of it, each refund with its credit note (docs/refunds.md). */
  refunds: z.array(paymentRefundSchema).optional(),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;
