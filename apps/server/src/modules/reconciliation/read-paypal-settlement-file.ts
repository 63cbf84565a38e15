import type { SettlementLine, SettlementLineType } from '@portal/domain/ledger/reconciliation';
import { PAYPAL_SETTLEMENT_COLUMNS } from '../../payments/sandbox-settlement-file';
import { UnreadableSettlementFile } from './settlement-file-rows';

// PayPal's transaction event codes: a checkout payment, a refund the merchant made, a chargeback
// and its reversal (the dispute won).
const TYPES: Record<string, SettlementLineType> = {
  T0006: 'charge',
  T1107: 'refund',
  T1201: 'chargeback',
  T1202: 'chargeback_reversal',
};

/** One row of PayPal's quoted CSV, or null when it is not quoted fields. */
function fieldsOf(row: string): string[] | null {
  if (!/^"[^"]*"(,"[^"]*")*$/.test(row)) return null;
  return row.slice(1, -1).split('","');
}

const COLUMNS = PAYPAL_SETTLEMENT_COLUMNS.join('","');

/**
 * Reads PayPal's settlement report (STL): only the `SB` rows are transactions (the others are
 * headers and footers); amounts and fees are in cents. An `SB` row that does not read is kept as
 * its raw text, as is any row that is not quoted fields. A file without the columns row (`CH`)
 * the reader knows is refused whole (UnreadableSettlementFile).
 */
export function readPayPalSettlementFile(text: string): SettlementLine[] {
  const rows = text.split(/\r?\n/).filter((r) => r.trim() !== '');
  if (!rows.some((row) => fieldsOf(row)?.join('","') === COLUMNS)) {
    throw new UnreadableSettlementFile('paypal', 'it has no "CH" row with the known columns');
  }
  const lines: SettlementLine[] = [];
  for (const row of rows) {
    const fields = fieldsOf(row);
    if (fields && fields[0] !== 'SB') continue;
    const [, transactionId, code, , , amount, currency, , fee] = fields ?? [];
    const type = code === undefined ? undefined : TYPES[code];
    if (!fields || fields.length !== 9 || !transactionId || !type || !/^\d+$/.test(amount ?? '')) {
      lines.push({ unreadable: row });
      continue;
    }
    lines.push({
      transactionId,
      type,
      amountCents: Number(amount),
      currency: currency!,
      feeCents: /^\d+$/.test(fee ?? '') ? Number(fee) : null,
    });
  }
  return lines;
}
