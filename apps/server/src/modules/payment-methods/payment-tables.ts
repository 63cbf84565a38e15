// Tables of payment-methods (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Promotion } from '@portal/domain/enrollment/plans-and-promotions';
import { createdAt, timestampTz } from '../../db/columns';
import { orders } from '../orders/order-tables';
import { degreePrograms } from '../organization/organization-tables';
import { accessCodeBatches } from '../staff-employer/employer-tables';
import { users } from '../users/user-tables';

/**
 * One try at paying an order (card or prepaid token). The id is the request id sent to the
 * gateway, reused on every retry of the attempt so the gateway charges it at most once. Only the
 * card's brand and last four digits are kept (PCI DSS): never the number nor the security code.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentMethod: text('payment_method').notNull(), // CREDIT_CARD | PAYPAL | PREPAID_TOKEN
    status: text('status').notNull(), // ATTEMPT_STATUSES (ledger-records/attempt-status.ts)
    amountCents: integer('amount_cents').notNull(),
    promoCode: text('promo_code'),
    /**
     * The promotion's terms when the amount was fixed: the plan a paid enrolment starts runs on
     * them, whatever the code says by then (docs/catalog-editing.md "Orders keep their price").
     */
    promotion: jsonb('promotion').$type<Omit<Promotion, 'code'>>(),
    cardType: text('card_type'),
    lastFour: text('last_four'),
    pnref: text('pnref'),
    responseCode: integer('response_code'),
    errorCode: text('error_code'),
    /** The provider's answer as it came (payments/payment-provider.ts `data`), for its adapter. */
    providerData: jsonb('provider_data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    completedAt: timestampTz('completed_at'),
    // When the card gateway settled the capture (its settlement batch closed): the payment shows
    // Settled Successfully from then on (modules/payment-methods/record-card-settlements.ts).
    settledAt: timestampTz('settled_at'),
    // When the portal recorded the bank's return of this debit (docs/reconciliation.md): the day
    // of the return's line in the bank's report, which may come after the debit settled.
    returnedAt: timestampTz('returned_at'),
  },
  (t) => [
    uniqueIndex('payment_attempts_key_idx').on(t.orderId, t.idempotencyKey),
    // The database, not the code, guarantees one attempt at a time and one success per order.
    uniqueIndex('payment_attempts_one_in_flight_idx')
      .on(t.orderId)
      .where(sql`status in ('IN_FLIGHT', 'UNKNOWN')`),
    uniqueIndex('payment_attempts_one_success_idx')
      .on(t.orderId)
      .where(sql`status in ('AUTHORIZED', 'CAPTURED', 'PROCESSING')`),
    // The abandoned-approvals job reads the oldest attempts still waiting for the payer.
    index('payment_attempts_awaiting_idx')
      .on(t.createdAt)
      .where(sql`status = 'REQUIRES_ACTION'`),
    // The card-settlement job reads the card captures the gateway has not settled yet.
    index('payment_attempts_unsettled_idx')
      .on(t.createdAt)
      .where(sql`status = 'CAPTURED' and payment_method = 'CREDIT_CARD' and settled_at is null`),
    // A gateway's dispute names the charge by its transaction id (docs/disputes.md).
    index('payment_attempts_pnref_idx').on(t.pnref),
    // The finance reports read a range of months of paid attempts (docs/finance-reports.md).
    index('payment_attempts_paid_completed_idx')
      .on(t.completedAt)
      .where(sql`status in ('AUTHORIZED', 'CAPTURED', 'PROCESSING')`),
  ],
);

/** Prepaid tokens (access codes), each usable once (docs/product/validation.md). */
export const prepaidTokens = pgTable(
  'prepaid_tokens',
  {
    tenantId: text('tenant_id').notNull(),
    token: text('token').notNull(),
    degreeProgramId: integer('degree_program_id')
      .notNull()
      .references(() => degreePrograms.id),
    usedAt: timestampTz('used_at'),
    usedByUserId: uuid('used_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    usedForOrderId: uuid('used_for_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    /** The employer's batch that made it (docs/employers.md); null for the demo tokens. */
    batchId: uuid('batch_id').references(() => accessCodeBatches.id),
    /** From this moment it is refused (ACCESS_CODE_EXPIRED); null: it does not expire. */
    expiresAt: timestampTz('expires_at'),
    /** Set when its sponsor withdrew it, unredeemed: refused from then on (ACCESS_CODE_REVOKED). */
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.token] }),
    index('prepaid_tokens_batch_idx').on(t.batchId),
    // The statement's month of redemptions, and a sponsor's learners, are read by who redeemed.
    index('prepaid_tokens_used_idx').on(t.tenantId, t.usedAt),
    // A learner types the code in any letter case: the lookup compares upper-cased codes, and this
    // keeps two codes that differ only in case from being issued (so "already used" holds).
    uniqueIndex('prepaid_tokens_folded_token_idx').on(t.tenantId, sql`upper(${t.token})`),
  ],
);
