import { describe, expect, it } from 'vitest';
import { readBankSettlementFile } from './read-bank-settlement-file';

const file = (...rows: string[]) =>
  [
    'Transaction ID,Transaction Status,Settlement Amount,Settlement Currency,Submit Date Time,Payment Method',
    ...rows,
    '',
  ].join('\r\n');

describe('readBankSettlementFile', () => {
  it.each(['Captured/Pending Settlement', 'Settled Successfully', 'Returned Item'])(
    'reads a debit %s as a charge of its day, dollars as cents',
    (status) => {
      expect(
        readBankSettlementFile(
          file(`123456789012345,${status},69.45,USD,2026-11-27T10:00:00Z,eCheck`),
        ),
      ).toEqual([
        {
          transactionId: '123456789012345',
          type: 'charge',
          amountCents: 6945,
          currency: 'USD',
          feeCents: null,
        },
      ]);
    },
  );

  it.each([
    ['an unknown status', '123,Voided,69.45,USD,2026-11-27T10:00:00Z,eCheck'],
    ['an amount that is not dollars and cents', '123,Settled Successfully,6945,USD,x,eCheck'],
    ['a field missing', '123,Settled Successfully,69.45,USD,eCheck'],
  ])('keeps %s as the raw line', (_, row) => {
    expect(readBankSettlementFile(file(row))).toEqual([{ unreadable: row }]);
  });
});
