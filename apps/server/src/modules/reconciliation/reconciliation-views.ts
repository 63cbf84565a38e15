import type {
  LedgerLine,
  SettlementLine,
  ReconciliationDayView,
  ReconciliationItemKind,
  ReconciliationItemView,
  SettlementGateway,
} from '@portal/domain/ledger/reconciliation';
import type { ReconciliationDayRow, ReconciliationItemRow } from './reconciliation-queries';

/** A side of an item as the console shows it: its type and amount; null when absent or unread. */
function sideView(side: SettlementLine | LedgerLine | null) {
  if (!side || 'unreadable' in side) return null;
  return {
    type: side.type,
    amountCents: side.amountCents,
    ...('currency' in side ? { currency: side.currency, feeCents: side.feeCents } : {}),
  };
}

export function itemView(row: ReconciliationItemRow): ReconciliationItemView {
  const file = row.fileLine;
  return {
    id: row.id,
    kind: row.kind as ReconciliationItemKind,
    transactionId: row.transactionId,
    tenantId: row.tenantId,
    file: sideView(file),
    fileText: file && 'unreadable' in file ? file.unreadable : null,
    ledger: sideView(row.ledgerLine),
    resolution:
      row.resolvedAt && row.resolution
        ? {
            reason: row.resolution,
            by: row.resolvedByEmail ?? '',
            at: row.resolvedAt.toISOString(),
          }
        : null,
  };
}

/** What the audit log keeps of an item, before and after its resolution. */
export function itemAuditState(row: ReconciliationItemRow) {
  return {
    itemId: row.id,
    kind: row.kind,
    transactionId: row.transactionId,
    file: row.fileLine,
    ledger: row.ledgerLine,
    resolved: row.resolvedAt !== null,
  };
}

/** A day with the items the member's scope sees; its count is of those not resolved yet. */
export function dayView(
  day: ReconciliationDayRow,
  items: ReconciliationItemRow[],
): ReconciliationDayView {
  return {
    id: day.id,
    gateway: day.gateway as SettlementGateway,
    day: day.day,
    lines: day.fileLines,
    toReview: items.filter((item) => item.resolvedAt === null).length,
    items: items.map(itemView),
  };
}
