import { z } from 'zod';
import { freeTextSchema } from '../validation/fields';

// Disputes (chargebacks) of captured payments (docs/disputes.md): their states, the webhook event
// a gateway sends about one, the tenant's access rule and the staff console's shapes.

const badValue = { error: 'validation.invalid' } as const;

/**
 * NEEDS_RESPONSE: opened by the payer's bank, the college may answer until `respondBy`.
 * UNDER_REVIEW: the evidence is with the bank (or the time to answer has passed).
 * WON / LOST: decided; the money stays with the college, or goes back to the payer.
 */
export const DISPUTE_STATUSES = ['NEEDS_RESPONSE', 'UNDER_REVIEW', 'WON', 'LOST'] as const;
export const disputeStatusSchema = z.enum(DISPUTE_STATUSES, badValue);
export type DisputeStatus = z.infer<typeof disputeStatusSchema>;

/** Not decided yet: the student's access follows the tenant's rule meanwhile. */
export const OPEN_DISPUTE_STATUSES: readonly DisputeStatus[] = ['NEEDS_RESPONSE', 'UNDER_REVIEW'];

/** How far along a dispute is: an event never moves one back (webhooks may arrive out of order). */
const STAGE: Record<DisputeStatus, number> = {
  NEEDS_RESPONSE: 0,
  UNDER_REVIEW: 1,
  WON: 2,
  LOST: 2,
};

/** Whether a dispute in `from` may move to `to`; the same status again is no move. */
export function disputeMoveAllowed(from: DisputeStatus, to: DisputeStatus): boolean {
  return STAGE[to] > STAGE[from];
}

/** What finance may do with a dispute now: answer it, or why not (both 409). */
export function disputeResponseRefusal(
  dispute: { status: DisputeStatus; respondBy: Date },
  now: Date,
): 'DISPUTE_NOT_OPEN' | 'DISPUTE_RESPONSE_LATE' | null {
  if (dispute.status !== 'NEEDS_RESPONSE') return 'DISPUTE_NOT_OPEN';
  if (now.getTime() >= dispute.respondBy.getTime()) return 'DISPUTE_RESPONSE_LATE';
  return null;
}

/**
 * The tenant's rule for a student's access while a dispute of their payment is open
 * (`disputeAccess` in its config): `keep` it, or `suspend` it until the dispute is decided, given
 * back if the college wins.
 */
export const DISPUTE_ACCESS_RULES = ['keep', 'suspend'] as const;
export type DisputeAccessRule = (typeof DISPUTE_ACCESS_RULES)[number];
export const DEFAULT_DISPUTE_ACCESS: DisputeAccessRule = 'keep';

/** The gateways whose webhooks the portal receives, as `POST /webhooks/<gateway>` names them. */
export const WEBHOOK_GATEWAYS = ['card', 'paypal'] as const;
export type WebhookGateway = (typeof WEBHOOK_GATEWAYS)[number];

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-gateway-signature';

/**
 * A dispute event as a gateway sends it: the dispute as it now is. The transaction is the
 * gateway's id of the captured charge (a PNREF, a PayPal capture id); never a card number.
 */
export const disputeWebhookEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['dispute.opened', 'dispute.updated', 'dispute.closed']),
  dispute: z.object({
    id: z.string().min(1).max(100),
    transactionId: z.string().min(1).max(100),
    amountCents: z.number().int().positive(),
    reason: z.string().min(1).max(200),
    status: disputeStatusSchema,
    respondBy: z.iso.datetime({ offset: true }),
  }),
});
export type DisputeWebhookEvent = z.infer<typeof disputeWebhookEventSchema>;

/** Finance's answer to a dispute: what it says, and optionally a file the bank may ask for. */
export const disputeResponseSchema = z.object({
  evidence: z.object({
    text: freeTextSchema,
    fileReference: z.string().trim().max(500, badValue).optional(),
  }),
});
export type DisputeResponse = z.infer<typeof disputeResponseSchema>;

export const DISPUTES_PAGE_SIZE = 25;
const DISPUTES_MAX_PAGE = 200;

/** The list's filters: a status, `open` (the default: not decided) or `all`; a tenant; a page. */
export const disputeListQuerySchema = z.object({
  status: z.enum([...DISPUTE_STATUSES, 'open', 'all'], badValue).default('open'),
  tenant: z.string().trim().min(1, badValue).max(100, badValue).optional(),
  page: z.coerce
    .number(badValue)
    .int(badValue)
    .min(1, badValue)
    .max(DISPUTES_MAX_PAGE, badValue)
    .default(1),
});
export type DisputeListQuery = z.infer<typeof disputeListQuerySchema>;

/**
 * Where finance's evidence stands on its way to the gateway: waiting for the job that sends it
 * (WAITING, perhaps after a failed try), taken by the gateway's dispute API (SENT), kept for
 * finance to upload in the processor's portal, the gateway having no dispute API (BY_HAND),
 * refused by the gateway for good (REFUSED: a 4xx answer, its reason kept), or not sent after
 * EVIDENCE_MAX_TRIES failed tries (GAVE_UP). The last two are for finance to send another way.
 */
export const EVIDENCE_DELIVERIES = ['WAITING', 'SENT', 'BY_HAND', 'REFUSED', 'GAVE_UP'] as const;
export type EvidenceDelivery = (typeof EVIDENCE_DELIVERIES)[number];

/**
 * How many times the evidence is tried against a gateway that fails (a network error, a 5xx)
 * before the portal gives up: with the waits below, about seven hours of tries, well inside the
 * week a payer's bank gives the college.
 */
export const EVIDENCE_MAX_TRIES = 12;

/**
 * How long to wait after the `tries`-th failed try before the next (docs/disputes.md "Sending the
 * evidence"): a minute, doubling, at most an hour; null once the tries are used up.
 */
export function evidenceRetryDelayMs(tries: number): number | null {
  if (tries >= EVIDENCE_MAX_TRIES) return null;
  return Math.min(2 ** (tries - 1), 60) * 60_000;
}

export const disputeViewSchema = z.object({
  id: z.uuid(),
  tenantId: z.string(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  orderId: z.uuid(),
  gateway: z.enum(WEBHOOK_GATEWAYS),
  amountCents: z.number().int(),
  reason: z.string(),
  status: disputeStatusSchema,
  respondBy: z.string(),
  /** Whether the student's access was suspended for it (the tenant's rule when it opened). */
  accessSuspended: z.boolean(),
  evidence: z
    .object({
      text: z.string(),
      fileReference: z.string().nullable(),
      submittedAt: z.string(),
      submittedBy: z.string(),
      /** Where the evidence stands on its way to the gateway (docs/disputes.md). */
      delivery: z.enum(EVIDENCE_DELIVERIES),
      /** When the gateway took it (SENT), or when finance was told to send it by hand (BY_HAND). */
      deliveredAt: z.string().nullable(),
      /**
       * Why the last try to send it failed: tried again while WAITING; the gateway's reason for
       * refusing it (REFUSED); the last failure before the tries ran out (GAVE_UP).
       */
      lastFailure: z.string().nullable(),
    })
    .nullable(),
  openedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DisputeView = z.infer<typeof disputeViewSchema>;

export const disputePageSchema = z.object({
  disputes: z.array(disputeViewSchema),
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
});
export type DisputePage = z.infer<typeof disputePageSchema>;
