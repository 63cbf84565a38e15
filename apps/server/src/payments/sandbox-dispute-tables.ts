// Tables of the sandbox gateways' disputes (the drizzle-kit schema is every *-tables.ts file;
// db/schema.ts gathers them).
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from '../db/columns';

/**
 * The disputes the sandbox card gateway and sandbox PayPal opened on their captures
 * (payments/sandbox-dispute-routes.ts): what a real gateway keeps on its side, so that it can
 * decide one later and tell the portal again. Never a card number: the charge's PNREF or capture id.
 */
export const sandboxGatewayDisputes = pgTable(
  'sandbox_gateway_disputes',
  {
    id: text('id').primaryKey(),
    gateway: text('gateway').notNull(),
    transactionId: text('transaction_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(), // DISPUTE_STATUSES
    respondBy: timestampTz('respond_by').notNull(),
    /** The college's evidence, as its dispute API took it; kept once. */
    evidence: jsonb('evidence').$type<{ text: string; fileReference: string | null }>(),
    createdAt: createdAt(),
    // When it was decided (WON or LOST): a won dispute's money comes back that day.
    decidedAt: timestampTz('decided_at'),
  },
  (t) => [index('sandbox_gateway_disputes_transaction_idx').on(t.transactionId)],
);
