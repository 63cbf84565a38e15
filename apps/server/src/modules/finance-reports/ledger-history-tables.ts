// Tables of the finance reports (the drizzle-kit schema is every *-tables.ts file; db/schema.ts
// gathers them). Database triggers write the history rows (docs/finance-reports.md "The ledger's
// history"), so every path that changes a membership or a plan is caught.
import { bigserial, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
