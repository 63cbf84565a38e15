import { describe, expect, it } from 'vitest';
import { readBankSettlementFile } from './read-bank-settlement-file';

const file = (...rows: string[]) =>
  [
    'Transaction ID,Transaction Status,Settlement Amount,Settlement Currency,Submit Date Time,Payment Method',
    ...rows,
    '',
  ].join('\r\n');

describe('readBankSettlementFile', () => {
  it.each([
    ['Captured/Pending Settlement', 'charge'],
    ['Settled Successfully', 'charge'],
    ['Refund Settled Successfully', 'refund'],
    ['Returned Item', 'return'],
  ])('reads a line %s as a %s, dollars as cents', (status, type) => {
    expect(
      readBankSettlementFile(
        file(`123456789012345,${status},69.45,USD,2026-11-27T10:00:00Z,eCheck`),
      ),
    ).toEqual([
      {
        transactionId: '123456789012345',
        type,
        amountCents: 6945,
        currency: 'USD',
        feeCents: null,
      },
    ]);
  });

  it('refuses a file whose header is not the transaction detail download’s', () => {
    expect(() => readBankSettlementFile('Transaction ID,Amount\r\n1,2.00\r\n')).toThrow(
      /the bank settlement file cannot be read: its first line is not "Transaction ID,Transaction Status,/,
    );
  });

  it.each([
    ['an unknown status', '123,Voided,69.45,USD,2026-11-27T10:00:00Z,eCheck'],
    ['an amount that is not dollars and cents', '123,Settled Successfully,6945,USD,x,eCheck'],
    ['a field missing', '123,Settled Successfully,69.45,USD,eCheck'],
  ])('keeps %s as the raw line', (_, row) => {
    expect(readBankSettlementFile(file(row))).toEqual([{ unreadable: row }]);
  });
});
