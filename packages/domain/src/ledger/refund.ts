import { z } from 'zod';
import { paymentMethodSchema } from './payment-method';

// Refunds of a captured payment, in one place (docs/refunds.md): what may be refunded, what the
// student keeps, when a second finance member must approve, and the wire shapes the staff console
// and the server share.

/**
 * Where a refund stands. PENDING_APPROVAL waits for a second finance member; DECLINED is their
 * no; IN_FLIGHT is at the gateway; UNKNOWN is a call whose answer was lost (asked again before
 * anything else moves on the payment); PROCESSING is a bank credit on its way; REFUNDED is done;
 * FAILED is a gateway's refusal (no money moved).
 */
export const REFUND_STATUSES = [
  'PENDING_APPROVAL',
  'DECLINED',
  'IN_FLIGHT',
  'UNKNOWN',
  'PROCESSING',
  'REFUNDED',
  'FAILED',
] as const;
export const refundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** The statuses that hold part of the payment: everything but a refusal. */
export const HOLDING_REFUND_STATUSES: readonly RefundStatus[] = [
  'PENDING_APPROVAL',
  'IN_FLIGHT',
  'UNKNOWN',
  'PROCESSING',
  'REFUNDED',
];

/** Refunds above this many cents need a second member's approval, unless the tenant sets its own. */
export const DEFAULT_REFUND_APPROVAL_THRESHOLD_CENTS = 50_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What happens to the student's access: kept, or ended at the start of a day (UTC), today or later. */
export const refundAccessSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('kept') }),
  z.object({
    kind: z.literal('ended'),
    on: z.string().regex(DAY, 'Use the form YYYY-MM-DD'),
  }),
]);
export type RefundAccess = z.infer<typeof refundAccessSchema>;

/** The staff console's request: the amount in cents, the access decision and why. */
export const refundRequestSchema = z.object({
  amountCents: z
    .number({ error: 'Enter an amount' })
    .int('Enter whole cents')
    .positive('The amount must be more than zero'),
  access: refundAccessSchema,
  reason: z.string().trim().min(1, 'Give a reason').max(500),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** Dollars as typed ("12.5", "$1,000.00") in cents, or NaN when it is not an amount. */
export const refundCentsOf = (typed: string) => {
  const clean = typed.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
};

/**
 * The staff console's refund form, as typed: the amount in dollars, the access choice and its
 * day, the reason. Parsed, it is the request the server takes (`refundRequestSchema`), with the
 * same words for each field's problem.
 */
export const refundFormSchema = z
  .object({
    amount: z.string(),
    access: z.enum(['kept', 'ended']),
    endsOn: z.string(),
    reason: z.string(),
  })
  .transform((form, context) => {
    const parsed = refundRequestSchema.safeParse({
      amountCents: refundCentsOf(form.amount),
      access: form.access === 'kept' ? { kind: 'kept' } : { kind: 'ended', on: form.endsOn },
      reason: form.reason,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const [first] = issue.path;
      context.addIssue({
        code: 'custom',
        message: issue.message,
        path: [first === 'amountCents' ? 'amount' : first === 'access' ? 'endsOn' : 'reason'],
      });
    }
    return z.NEVER;
  });
export type RefundForm = z.input<typeof refundFormSchema>;

/** An approval or a refusal of a pending refund, with its reason (optional). */
export const refundDecisionSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});

/**
 * How much of a payment is still refundable: what was captured less every refund that holds part
 * of it (a pending approval, one at the gateway or on its way counts).
 */
export function refundableCents(
  capturedCents: number,
  refunds: readonly { amountCents: number; status: RefundStatus }[],
): number {
  const held = refunds
    .filter((refund) => HOLDING_REFUND_STATUSES.includes(refund.status))
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return Math.max(0, capturedCents - held);
}

/**
 * Why a refund cannot be asked for, or null when it can: a positive amount no larger than what is
 * left, and an access end no earlier than today (`today` is 'YYYY-MM-DD').
 */
export function refundRefusal(
  request: Pick<RefundRequest, 'amountCents' | 'access'>,
  remainingCents: number,
  today: string,
): 'REFUND_EXCEEDS_REMAINING' | 'VALIDATION_FAILED' | null {
  if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
    return 'VALIDATION_FAILED';
  }
  if (request.access.kind === 'ended' && request.access.on < today) return 'VALIDATION_FAILED';
  if (request.amountCents > remainingCents) return 'REFUND_EXCEEDS_REMAINING';
  return null;
}

/** Whether a refund needs a second member's approval before money moves. */
export const refundNeedsApproval = (amountCents: number, thresholdCents: number) =>
  amountCents > thresholdCents;

/** Whether the amount is the whole of what was captured. */
export const isFullRefund = (amountCents: number, capturedCents: number) =>
  amountCents === capturedCents;

/** A refund as the learner's payment history shows it: money given back, or on its way. */
export const paymentRefundSchema = z.object({
  refundId: z.uuid(),
  amountCents: z.number().int(),
  status: z.enum(['PROCESSING', 'REFUNDED']),
  date: z.string(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

export const refundViewSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  attemptId: z.uuid(),
  paymentMethod: paymentMethodSchema,
  amountCents: z.number().int(),
  full: z.boolean(),
  status: refundStatusSchema,
  access: refundAccessSchema,
  reason: z.string(),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  errorCode: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

/** An order's refunds, with what is left to refund of each captured payment. */
export const orderRefundsSchema = z.object({
  refunds: z.array(refundViewSchema),
  payments: z.array(
    z.object({
      attemptId: z.uuid(),
      capturedCents: z.number().int(),
      refundableCents: z.number().int(),
    }),
  ),
  approvalThresholdCents: z.number().int(),
});
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;

/** 'YYYY-MM-DD' of an instant, in UTC (the day a refund's access decision is read against). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * What the refund does to the membership, read when the money has gone back: nothing (kept), end
 * it now (ended today, or a day already reached), or end it at the start of a later day (UTC). An
 * access that already ends sooner is left as it is.
 */
export function accessChange(
  access: RefundAccess,
  currentEnd: Date | null,
  now: Date,
): { kind: 'none' } | { kind: 'end_now' } | { kind: 'end_at'; at: Date } {
  if (access.kind === 'kept') return { kind: 'none' };
  const at = new Date(`${access.on}T00:00:00.000Z`);
  if (at <= now) return { kind: 'end_now' };
  if (currentEnd && currentEnd <= at) return { kind: 'none' };
  return { kind: 'end_at', at };
}
