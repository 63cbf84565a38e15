// Tables of refunds (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from '../../db/columns';
import { orders } from '../orders/order-tables';
import { paymentAttempts } from '../payment-methods/payment-tables';
import { staffMembers } from '../staff-auth/staff-tables';
import { users } from '../users/user-tables';

/**
 * A refund of a captured payment attempt (docs/refunds.md). The id is the request id sent to the
 * provider, reused on every retry so the money goes back at most once. `idempotencyKey` is the
 * staff console's: a retried request answers the refund it made first.
 */
export const refunds = pgTable(
  'refunds',
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
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(), // REFUND_STATUSES (packages/domain/src/ledger/refund.ts)
    /** kept, or ended (then `accessEndsOn`, 'YYYY-MM-DD'). */
    access: text('access').notNull(),
    accessEndsOn: text('access_ends_on'),
    reason: text('reason').notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => staffMembers.id),
    /** The members' e-mails when they acted, as the audit log keeps them. */
    requestedByEmail: text('requested_by_email').notNull(),
    decidedBy: uuid('decided_by').references(() => staffMembers.id),
    decidedByEmail: text('decided_by_email'),
    decisionReason: text('decision_reason'),
    /** The provider's id of the refund (a credit's PNREF, a PayPal refund id, an ACH trace). */
    transactionId: text('transaction_id'),
    errorCode: text('error_code'),
    providerData: jsonb('provider_data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    completedAt: timestampTz('completed_at'),
    /** When the portal recorded the bank's return of this credit (docs/reconciliation.md). */
    returnedAt: timestampTz('returned_at'),
  },
  (t) => [
    uniqueIndex('refunds_key_idx').on(t.attemptId, t.idempotencyKey),
    index('refunds_order_idx').on(t.orderId),
    // The finance reports read a range of months of money given back (docs/finance-reports.md).
    index('refunds_given_back_idx')
      .on(t.completedAt)
      .where(sql`status in ('REFUNDED', 'PROCESSING')`),
    // The refunds job reads the bank credits still on their way.
    index('refunds_open_idx')
      .on(t.createdAt)
      .where(sql`status in ('PROCESSING', 'UNKNOWN', 'IN_FLIGHT')`),
  ],
);
