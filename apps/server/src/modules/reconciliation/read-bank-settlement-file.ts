import type { SettlementLine } from '@portal/domain/ledger/reconciliation';

// Every debit the bank took is a charge of its day, whatever became of it since.
const TYPES: Record<string, 'charge'> = {
  'Captured/Pending Settlement': 'charge',
  'Settled Successfully': 'charge',
  'Returned Item': 'charge',
};

/**
 * Reads the bank's settlement report (Authorize.Net's transaction detail shape: `Transaction ID,
 * Transaction Status,Settlement Amount,Settlement Currency,Submit Date Time,Payment Method`,
 * the amount in dollars). A line that does not read is kept as its raw text.
 */
export function readBankSettlementFile(text: string): SettlementLine[] {
  const rows = text.split(/\r?\n/).filter((row) => row.trim() !== '');
  return rows.slice(1).map((row) => {
    const fields = row.split(',');
    const [transactionId, status, amount, currency] = fields;
    const type = status === undefined ? undefined : TYPES[status];
    if (fields.length !== 6 || !transactionId || !type || !/^\d+\.\d{2}$/.test(amount ?? '')) {
      return { unreadable: row };
    }
    return {
      transactionId,
      type,
      amountCents: Math.round(Number(amount) * 100),
      currency: currency!,
      feeCents: null,
    };
  });
}
