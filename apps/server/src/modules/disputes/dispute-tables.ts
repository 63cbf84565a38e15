// Tables of disputes (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';
import { orders } from '../orders/order-tables';
import { paymentAttempts } from '../payment-methods/payment-tables';
import { staffMembers } from '../staff-auth/staff-tables';
import { users } from '../users/user-tables';

/**
 * A gateway's webhook event as it came (docs/disputes.md), kept once per gateway and event id:
 * a second delivery finds it and does nothing. The body is the gateway's dispute event, which
 * names the charge by its transaction id and never carries card data (the receiver refuses a body
 * that fails the event schema). The tenant is the charge's, known once the job has found it.
 */
export const gatewayWebhookEvents = pgTable(
  'gateway_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gateway: text('gateway').notNull(), // WEBHOOK_GATEWAYS (packages/domain/src/ledger/dispute.ts)
    eventId: text('event_id').notNull(),
    tenantId: text('tenant_id'),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
    /** When the job applied it; null while waiting. */
    processedAt: timestampTz('processed_at'),
    /** Why the job could not apply it (no such charge); it is not tried again. */
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('gateway_webhook_events_event_idx').on(t.gateway, t.eventId),
    index('gateway_webhook_events_waiting_idx')
      .on(t.receivedAt)
      .where(sql`processed_at is null`),
  ],
);

/** A dispute (chargeback) of a captured payment (docs/disputes.md), as the gateway last told it. */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    /** The gateway's id of the dispute, which its later events name. */
    gatewayDisputeId: text('gateway_dispute_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(), // DISPUTE_STATUSES
    respondBy: timestampTz('respond_by').notNull(),
    /** The tenant's rule suspended the student's access when it opened. */
    accessSuspended: boolean('access_suspended').notNull().default(false),
    /** Until when the membership ran before the suspension: a won dispute gives it back. */
    accessExpiresAtBefore: timestampTz('access_expires_at_before'),
    evidence: jsonb('evidence').$type<{ text: string; fileReference: string | null }>(),
    respondedAt: timestampTz('responded_at'),
    respondedBy: uuid('responded_by').references(() => staffMembers.id),
    respondedByEmail: text('responded_by_email'),
    /** EVIDENCE_DELIVERIES: how far the evidence got towards the gateway; null before an answer. */
    evidenceDelivery: text('evidence_delivery'),
    /** When the gateway took the evidence, or it was found to be for finance to send by hand. */
    evidenceDeliveredAt: timestampTz('evidence_delivered_at'),
    /**
     * The last failed try to send it (cleared once sent): the job tries again while WAITING; the
     * gateway's reason when it refused the evidence for good (REFUSED).
     */
    evidenceLastFailure: text('evidence_last_failure'),
    /** How many tries to send it failed, and when the next may be made (the backoff). */
    evidenceFailedTries: integer('evidence_failed_tries').notNull().default(0),
    evidenceNextTryAt: timestampTz('evidence_next_try_at'),
    openedAt: timestampTz('opened_at').notNull().defaultNow(),
    decidedAt: timestampTz('decided_at'),
  },
  (t) => [
    uniqueIndex('payment_disputes_gateway_idx').on(t.gateway, t.gatewayDisputeId),
    index('payment_disputes_tenant_idx').on(t.tenantId, t.status, t.respondBy),
    // The finance reports read a range of months of disputes (docs/finance-reports.md).
    index('payment_disputes_opened_idx').on(t.openedAt),
    index('payment_disputes_evidence_waiting_idx')
      .on(t.respondedAt)
      .where(sql`evidence_delivery = 'WAITING'`),
  ],
);
