// Tables of reconciliation (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import type { LedgerLine, SettlementLine } from '@portal/domain/ledger/reconciliation';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';
import { staffMembers } from '../staff-auth/staff-tables';

/**
 * A gateway's settlement file of one UTC day, imported once (docs/reconciliation.md): the unique
 * index makes a second import of the same gateway and day do nothing. A day without items matched.
 */
export const reconciliationDays = pgTable(
  'reconciliation_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gateway: text('gateway').notNull(), // SETTLEMENT_GATEWAYS
    day: text('day').notNull(), // 'YYYY-MM-DD', UTC
    // The file's lines (the header aside), and the ledger's entries of the day.
    fileLines: integer('file_lines').notNull(),
    ledgerLines: integer('ledger_lines').notNull(),
    importedAt: timestampTz('imported_at').notNull(),
  },
  (t) => [uniqueIndex('reconciliation_days_gateway_day_idx').on(t.gateway, t.day)],
);

/**
 * What did not match in a day, with both sides as they were: the file's line (or its raw text
 * when unreadable) and the ledger's entry. The tenant is the ledger entry's; null when only the
 * file names it (then only members of every tenant see it).
 */
export const reconciliationItems = pgTable(
  'reconciliation_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dayId: uuid('day_id')
      .notNull()
      .references(() => reconciliationDays.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id'),
    kind: text('kind').notNull(), // RECONCILIATION_ITEM_KINDS
    transactionId: text('transaction_id'),
    fileLine: jsonb('file_line').$type<SettlementLine>(),
    ledgerLine: jsonb('ledger_line').$type<LedgerLine>(),
    resolvedAt: timestampTz('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => staffMembers.id),
    resolvedByEmail: text('resolved_by_email'),
    resolution: text('resolution'),
  },
  (t) => [index('reconciliation_items_day_idx').on(t.dayId)],
);
