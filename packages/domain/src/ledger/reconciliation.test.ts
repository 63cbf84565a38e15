import { describe, expect, it } from 'vitest';
import {
  daysToImport,
  matchSettlementDay,
  type LedgerLine,
  type SettlementLine,
} from './reconciliation';

const charge = (transactionId: string, amountCents: number): SettlementLine => ({
  transactionId,
  type: 'charge',
  amountCents,
  currency: 'USD',
  feeCents: null,
});
const held = (transactionId: string, amountCents: number, type = 'charge'): LedgerLine => ({
  transactionId,
  type: type as LedgerLine['type'],
  amountCents,
  tenantId: 'fhsu',
  orderId: 'order-1',
});

describe('matchSettlementDay', () => {
  it.each([
    ['every line matched', [charge('A', 100)], [held('A', 100)], []],
    ['nothing on either side', [], [], []],
    ['a ledger entry no line names', [], [held('A', 100)], ['MISSING_IN_FILE:A']],
    ['a line the ledger does not hold', [charge('A', 100)], [], ['EXTRA_IN_FILE:A']],
    ['the same id, another amount', [charge('A', 99)], [held('A', 100)], ['AMOUNT_DIFFERS:A']],
    [
      'the same id twice: the second is extra',
      [charge('A', 100), charge('A', 100)],
      [held('A', 100)],
      ['EXTRA_IN_FILE:A'],
    ],
    [
      'a refund with its charge id is not the charge',
      [charge('A', 100)],
      [held('A', 100, 'refund')],
      ['EXTRA_IN_FILE:A', 'MISSING_IN_FILE:A'],
    ],
    ['a line that could not be read', [{ unreadable: 'x,y' }], [], ['UNREADABLE_LINE:null']],
  ] as const)('%s', (_, file, ledger, kinds) => {
    const found = matchSettlementDay(file, ledger).map((m) => `${m.kind}:${m.transactionId}`);
    expect(found).toEqual(kinds);
  });

  it('keeps both sides of a different amount', () => {
    const [mismatch] = matchSettlementDay([charge('A', 99)], [held('A', 100)]);
    expect(mismatch).toMatchObject({ file: { amountCents: 99 }, ledger: { amountCents: 100 } });
  });
});

describe('daysToImport', () => {
  it('is yesterday alone after a night that ran, and for a gateway never imported', () => {
    expect(daysToImport('2027-06-08', '2027-06-09')).toEqual(['2027-06-09']);
    expect(daysToImport(null, '2027-06-09')).toEqual(['2027-06-09']);
  });

  it('is nothing when yesterday is imported already', () => {
    expect(daysToImport('2027-06-09', '2027-06-09')).toEqual([]);
  });

  it('catches up the nights that did not run, across a month’s end', () => {
    expect(daysToImport('2027-05-30', '2027-06-02')).toEqual([
      '2027-05-31',
      '2027-06-01',
      '2027-06-02',
    ]);
  });

  it('goes back a week at most', () => {
    expect(daysToImport('2027-05-01', '2027-06-09')).toEqual([
      '2027-06-03',
      '2027-06-04',
      '2027-06-05',
      '2027-06-06',
      '2027-06-07',
      '2027-06-08',
      '2027-06-09',
    ]);
  });
});
