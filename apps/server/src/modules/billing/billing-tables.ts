// Tables of billing (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from '../../db/columns';
import { orders } from '../orders/order-tables';
import { users } from '../users/user-tables';

/**
 * A learner's payment plan (docs/product/entities.md "Subscription"), one per paid enrolment order, billed by the
 * billing run (modules/billing/billing-run.ts). `next_payment_at` is null while a charge is under way or when nothing is billed. The method on
 * file is the provider's stored instrument: its reference, brand, last four and expiry only.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    /**
     * The plan's Spanish name as the catalog wrote it when the plan started, null when it had none
     * (docs/languages.md "What an order holds").
     */
    planEs: jsonb('plan_es').$type<{ name: string }>(),
    periodicity: text('periodicity').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(), // SUBSCRIPTION_STATUSES
    // Period n is due at billingDate(anchor_at, periodicity, n - anchor_period): a restart
    // re-anchors the calendar without reusing a period number.
    anchorAt: timestampTz('anchor_at').notNull(),
    anchorPeriod: integer('anchor_period').notNull().default(0),
    nextPeriod: integer('next_period').notNull(),
    nextPaymentAt: timestampTz('next_payment_at'),
    // Declined charges of the next period so far (RETRY_AFTER_DAYS).
    failures: integer('failures').notNull().default(0),
    debtCents: integer('debt_cents').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    instrumentReference: text('instrument_reference').notNull(),
    brand: text('brand'),
    lastFour: text('last_four'),
    expiresOn: text('expires_on'), // YYYY-MM
    expiryWarnedFor: text('expiry_warned_for'), // the expires_on already warned about
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('subscriptions_due_idx')
      .on(t.nextPaymentAt)
      .where(sql`next_payment_at is not null`),
  ],
);

/**
 * One charge of a subscription's period (a try: a declined period is tried again). The id is the
 * provider's request id, re-sent unchanged after a crash so the provider charges it once. The
 * database allows one open charge per subscription and one paid charge per period.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    // The period it pays, or null for a payment of debt.
    period: integer('period'),
    amountCents: integer('amount_cents').notNull(),
    paymentMethod: text('payment_method').notNull(),
    // The stored instrument charged, kept so a charge re-sent after a crash goes to the same one;
    // null for a first charge of a new card (a debt paid with it).
    instrumentReference: text('instrument_reference'),
    // The learner's key for a charge they asked for (a debt payment); null for the billing run's.
    idempotencyKey: text('idempotency_key'),
    status: text('status').notNull(), // ATTEMPT_STATUSES
    transactionId: text('transaction_id'),
    errorCode: text('error_code'),
    brand: text('brand'),
    lastFour: text('last_four'),
    providerData: jsonb('provider_data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    completedAt: timestampTz('completed_at'),
    // When the card gateway settled the capture (its settlement batch closed): the payment shows
    // Settled Successfully from then on (modules/payment-methods/record-card-settlements.ts).
    settledAt: timestampTz('settled_at'),
    // When the bank returned the debit, as the bank dates it: a line of its report that day.
    returnedAt: timestampTz('returned_at'),
  },
  (t) => [
    index('subscription_charges_subscription_idx').on(t.subscriptionId, t.createdAt),
    uniqueIndex('subscription_charges_key_idx').on(t.subscriptionId, t.idempotencyKey),
    uniqueIndex('subscription_charges_one_open_idx')
      .on(t.subscriptionId)
      .where(sql`status in ('IN_FLIGHT', 'UNKNOWN')`),
    uniqueIndex('subscription_charges_one_paid_idx')
      .on(t.subscriptionId, t.period)
      .where(sql`status in ('AUTHORIZED', 'CAPTURED', 'PROCESSING') and period is not null`),
    index('subscription_charges_open_idx')
      .on(t.createdAt)
      .where(sql`status in ('IN_FLIGHT', 'UNKNOWN')`),
    // The finance reports read a range of months of captured charges (docs/finance-reports.md),
    // from the index alone.
    index('subscription_charges_captured_completed_idx')
      .on(t.completedAt, t.tenantId, t.amountCents, t.subscriptionId, t.period)
      .where(sql`status = 'CAPTURED'`),
    // ... and the declined periods, few, whose later capture is money won back.
    index('subscription_charges_declined_idx')
      .on(t.subscriptionId, t.period)
      .where(sql`status = 'FAILED'`),
    // The card-settlement job reads the card captures the gateway has not settled yet.
    index('subscription_charges_unsettled_idx')
      .on(t.createdAt)
      .where(sql`status = 'CAPTURED' and payment_method = 'CREDIT_CARD' and settled_at is null`),
  ],
);
