import { describe, expect, it } from 'vitest';
import { readPayPalSettlementFile } from './read-paypal-settlement-file';

const HEADER = [
  '"RH","2026-11-27","SANDBOX"',
  '"CH","Transaction ID","Transaction Event Code","Transaction Completion Date","Transaction Debit or Credit","Gross Transaction Amount","Gross Transaction Currency","Fee Debit or Credit","Fee Amount"',
];
const file = (...rows: string[]) => [...HEADER, ...rows, ''].join('\r\n');

describe('readPayPalSettlementFile', () => {
  it('reads only the transaction rows, amounts and fees in cents', () => {
    expect(
      readPayPalSettlementFile(
        file(
          '"SB","CAP1","T0006","2026-11-27T09:00:00.000Z","CR","6945","USD","DR","291"',
          '"SB","REF1","T1107","2026-11-27T10:00:00.000Z","DR","2000","USD","CR","84"',
          '"SB","CAP2","T1201","2026-11-27T11:00:00.000Z","DR","6945","USD","DR","0"',
          '"SB","CAP3","T1202","2026-11-27T12:00:00.000Z","CR","6945","USD","DR","0"',
          '"SF","4"',
        ),
      ),
    ).toEqual([
      { transactionId: 'CAP1', type: 'charge', amountCents: 6945, currency: 'USD', feeCents: 291 },
      { transactionId: 'REF1', type: 'refund', amountCents: 2000, currency: 'USD', feeCents: 84 },
      {
        transactionId: 'CAP2',
        type: 'chargeback',
        amountCents: 6945,
        currency: 'USD',
        feeCents: 0,
      },
      {
        transactionId: 'CAP3',
        type: 'chargeback_reversal',
        amountCents: 6945,
        currency: 'USD',
        feeCents: 0,
      },
    ]);
  });

  it('refuses a file without the columns it knows', () => {
    expect(() => readPayPalSettlementFile('"RH","2026-11-27","SANDBOX"\r\n"SF","0"\r\n')).toThrow(
      'the paypal settlement file cannot be read: it has no "CH" row with the known columns',
    );
  });

  it.each([
    ['an amount in dollars', '"SB","CAP1","T0006","2026-11-27","CR","69.45","USD","DR","291"'],
    ['an unknown event code', '"SB","CAP1","T9999","2026-11-27","CR","6945","USD","DR","291"'],
    ['a row that is not quoted fields', 'SB,CAP1,T0006,2026-11-27,CR,6945,USD,DR,291'],
    ['a field missing', '"SB","CAP1","T0006","2026-11-27","CR","6945","USD","DR"'],
  ])('keeps %s as the raw row', (_, row) => {
    expect(readPayPalSettlementFile(file(row))).toEqual([{ unreadable: row }]);
  });
});
