import type { SettlementLine, SettlementLineType } from '@portal/domain/ledger/reconciliation';
import { BANK_SETTLEMENT_HEADER } from '../../payments/sandbox-settlement-file';
import { settlementRows } from './settlement-file-rows';

// A debit is a charge of the day the bank took it, pending or settled; a credit a refund of the
// day it settled; a returned item a return of the day it came back, naming the transfer it returns.
const TYPES: Record<string, SettlementLineType> = {
  'Captured/Pending Settlement': 'charge',
  'Settled Successfully': 'charge',
  'Refund Settled Successfully': 'refund',
  'Returned Item': 'return',
};

/**
 * Reads the bank's settlement report (Authorize.Net's transaction detail shape: `Transaction ID,
 * Transaction Status,Settlement Amount,Settlement Currency,Submit Date Time,Payment Method`,
 * the amount in dollars). A line that does not read is kept as its raw text; a file whose header
 * is not that one is refused whole (UnreadableSettlementFile).
 */
export function readBankSettlementFile(text: string): SettlementLine[] {
  return settlementRows(text, 'bank', BANK_SETTLEMENT_HEADER).map((row) => {
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
