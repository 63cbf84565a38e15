import type { SettlementLine, SettlementLineType } from '@portal/domain/ledger/reconciliation';
import { CARD_SETTLEMENT_HEADER } from '../../payments/sandbox-settlement-file';
import { settlementRows } from './settlement-file-rows';

const TYPES: Record<string, SettlementLineType> = {
  Sale: 'charge',
  Credit: 'refund',
  Chargeback: 'chargeback',
  'Chargeback Reversal': 'chargeback_reversal',
};

/**
 * Reads the card gateway's settlement report (Payflow's shape: `Settle Date,Transaction ID,Type,
 * Amount,Currency`, the amount in dollars). A line that is not five fields, of a known type, with
 * an amount in dollars and cents, is kept as its raw text for finance to look at; a file whose
 * header is not Payflow's is refused whole (UnreadableSettlementFile).
 */
export function readCardSettlementFile(text: string): SettlementLine[] {
  return settlementRows(text, 'card', CARD_SETTLEMENT_HEADER).map((row) => {
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
