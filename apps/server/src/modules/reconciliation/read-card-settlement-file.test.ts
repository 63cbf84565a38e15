import { describe, expect, it } from 'vitest';
import { readCardSettlementFile } from './read-card-settlement-file';

const file = (...rows: string[]) =>
  ['Settle Date,Transaction ID,Type,Amount,Currency', ...rows, ''].join('\r\n');

describe('readCardSettlementFile', () => {
  it('reads sales as charges and credits as refunds, dollars as cents, the header aside', () => {
    expect(
      readCardSettlementFile(
        file(
          '2026-11-27,SBXA,Sale,69.45,USD',
          '2026-11-27,SBXB,Credit,0.05,USD',
          '2026-11-27,SBXC,Chargeback,69.45,USD',
          '2026-11-27,SBXD,Chargeback Reversal,69.45,USD',
        ),
      ),
    ).toEqual([
      { transactionId: 'SBXA', type: 'charge', amountCents: 6945, currency: 'USD', feeCents: null },
      { transactionId: 'SBXB', type: 'refund', amountCents: 5, currency: 'USD', feeCents: null },
      {
        transactionId: 'SBXC',
        type: 'chargeback',
        amountCents: 6945,
        currency: 'USD',
        feeCents: null,
      },
      {
        transactionId: 'SBXD',
        type: 'chargeback_reversal',
        amountCents: 6945,
        currency: 'USD',
        feeCents: null,
      },
    ]);
  });

  it('refuses a file whose header is not Payflow’s, naming what it expected', () => {
    expect(() => readCardSettlementFile('<html>Maintenance</html>\r\n')).toThrow(
      'the card settlement file cannot be read: its first line is not "Settle Date,Transaction ID,Type,Amount,Currency"',
    );
    expect(() => readCardSettlementFile('')).toThrow(/card settlement file cannot be read/);
  });

  it.each([
    ['an amount that is not dollars and cents', '2026-11-27,SBXA,Sale,n/a,USD'],
    ['an amount without cents', '2026-11-27,SBXA,Sale,69,USD'],
    ['an unknown type', '2026-11-27,SBXA,Void,69.45,USD'],
    ['no transaction id', '2026-11-27,,Sale,69.45,USD'],
    ['a field too many', '2026-11-27,SBXA,Sale,69.45,USD,x'],
  ])('keeps %s as the raw line', (_, row) => {
    expect(readCardSettlementFile(file(row))).toEqual([{ unreadable: row }]);
  });

  it('reads an empty day as no lines', () => {
    expect(readCardSettlementFile(file())).toEqual([]);
  });
});
