// Tables of the finance reports (the drizzle-kit schema is every *-tables.ts file; db/schema.ts
// gathers them). Database triggers write the history rows (docs/finance-reports.md "The ledger's
// history"), so every path that changes a membership or a plan is caught.
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';
import { subscriptions } from '../billing/billing-tables';
import { users } from '../users/user-tables';

/** A membership's status and end as each change left them, at the change's `updated_at`. */
export const membershipHistory = pgTable(
  'membership_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    expiresAt: timestampTz('expires_at'),
    changedAt: timestampTz('changed_at').notNull(),
  },
  // The state at a moment is a membership's latest row before it: one range of this index.
  (t) => [index('membership_history_latest_idx').on(t.tenantId, t.userId, t.changedAt, t.id)],
);

/** A plan's status and debt as each change left them, at the change's `updated_at`. */
export const subscriptionHistory = pgTable(
  'subscription_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    debtCents: integer('debt_cents').notNull(),
    changedAt: timestampTz('changed_at').notNull(),
  },
  (t) => [
    index('subscription_history_latest_idx').on(t.tenantId, t.subscriptionId, t.changedAt, t.id),
  ],
);

/**
 * When the history began: one row, written by the migration that started it (the latest change
 * the ledger then held; -infinity on a ledger that was empty). From then on every change is kept.
 */
export const ledgerHistoryBegan = pgTable('ledger_history_began', {
  beganAt: timestampTz('began_at').notNull(),
});

/**
 * What the memberships' changes did to each tenant's month, kept by the same triggers as the
 * history (docs/finance-reports.md "Month by month"): `active_change` added up over the months
 * before one is how many were active at its start; `entered` those not active at its start that
 * were at some time in it; `ended` those active at its start and no longer at its end. A change
 * takes away what its membership counted for and adds what it counts for now, so a report reads
 * a few rows per tenant instead of every membership's history.
 */
export const financeMembershipMonths = pgTable(
  'finance_membership_months',
  {
    tenantId: text('tenant_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    activeChange: integer('active_change').notNull(),
    entered: integer('entered').notNull(),
    ended: integer('ended').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.month] })],
);

/**
 * What the plans' changes did to each tenant's month, per periodicity: added up over the months
 * up to one, `recurring_change_cents` is the prices of the plans billing at its end and
 * `debt_change_cents` the debt owed then.
 */
export const financePlanMonths = pgTable(
  'finance_plan_months',
  {
    tenantId: text('tenant_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    periodicity: text('periodicity').notNull(),
    recurringChangeCents: bigint('recurring_change_cents', { mode: 'number' }).notNull(),
    debtChangeCents: bigint('debt_change_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.month, t.periodicity] })],
);
