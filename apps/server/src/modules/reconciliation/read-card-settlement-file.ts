import type { SettlementLine } from '@portal/domain/ledger/reconciliation';

const TYPES: Record<string, 'charge' | 'refund'> = { Sale: 'charge', Credit: 'refund' };

/**
 * Reads the card gateway's settlement report (Payflow's shape: `Settle Date,Transaction ID,Type,
 * Amount,Currency`, the amount in dollars). A line that is not five fields, of a known type, with
 * an amount in dollars and cents, is kept as its raw text for finance to look at.
 */
export function readCardSettlementFile(text: string): SettlementLine[] {
  const rows = text.split(/\r?\n/).filter((row) => row.trim() !== '');
  return rows.slice(1).map((row) => {
    const fields = row.split(',');
    const [, transactionId, type, amount, currency] = fields;
    const kind = type === undefined ? undefined : TYPES[type];
    if (fields.length !== 5 || !transactionId || !kind || !/^\d+\.\d{2}$/.test(amount ?? '')) {
      return { unreadable: row };
    }
    return {
      transactionId,
      type: kind,
      amountCents: Math.round(Number(amount) * 100),
      currency: currency!,
      feeCents: null,
    };
  });
}
