import type { SettlementLine } from '@portal/domain/ledger/reconciliation';

const TYPES: Record<string, 'charge' | 'refund'> = { T0006: 'charge', T1107: 'refund' };

/** One row of PayPal's quoted CSV, or null when it is not quoted fields. */
function fieldsOf(row: string): string[] | null {
  if (!/^"[^"]*"(,"[^"]*")*$/.test(row)) return null;
  return row.slice(1, -1).split('","');
}

/**
 * Reads PayPal's settlement report (STL): only the `SB` rows are transactions (the others are
 * headers and footers); amounts and fees are in cents. An `SB` row that does not read is kept as
 * its raw text, as is any row that is not quoted fields.
 */
export function readPayPalSettlementFile(text: string): SettlementLine[] {
  const lines: SettlementLine[] = [];
  for (const row of text.split(/\r?\n/).filter((r) => r.trim() !== '')) {
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
