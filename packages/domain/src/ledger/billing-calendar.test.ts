import { describe, expect, it } from 'vitest';
import { billingDate, planStart } from './billing-calendar';

const day = (iso: string) => new Date(`${iso}T09:30:00.000Z`);
const dates = (anchor: string, periodicity: Parameters<typeof billingDate>[1], count: number) =>
  Array.from({ length: count }, (_, n) =>
    billingDate(day(anchor), periodicity, n).toISOString().slice(0, 10),
  );

describe('billingDate', () => {
  it('bills a plan started on 31 January on the last day of shorter months, and on the 31st again', () => {
    expect(dates('2027-01-31', 'MONT', 6)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ]);
    expect(billingDate(day('2028-01-31'), 'MONT', 1).toISOString()).toBe(
      '2028-02-29T09:30:00.000Z',
    );
  });

  it('keeps the time of day, so a year of monthly billing is twelve distinct dates', () => {
    const year = dates('2027-03-15', 'MONT', 13);
    expect(new Set(year).size).toBe(13);
    expect(year.at(-1)).toBe('2028-03-15');
  });

  it('bills a plan started on 29 February on 28 February in common years', () => {
    expect(dates('2028-02-29', 'YEAR', 5)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it.each([
    ['DAYS', ['2027-01-30', '2027-01-31', '2027-02-01']],
    ['WEEK', ['2027-01-30', '2027-02-06', '2027-02-13']],
    ['BIWK', ['2027-01-30', '2027-02-13', '2027-02-27']],
    ['FRWK', ['2027-01-30', '2027-02-27', '2027-03-27']],
    ['SMMO', ['2027-01-30', '2027-02-14', '2027-02-28']],
    ['QTER', ['2027-01-30', '2027-04-30', '2027-07-30']],
    ['SMYR', ['2027-01-30', '2027-07-30', '2028-01-30']],
  ] as const)('steps %s from the anchor', (periodicity, expected) => {
    expect(dates('2027-01-30', periodicity, 3)).toEqual(expected);
  });
});

describe('planStart (what the checkout promises and the server records)', () => {
  const now = new Date('2026-01-31T15:00:00Z');
  it.each([
    ['no promotion, monthly', 'MONT', null, '2026-02-28T15:00:00.000Z', 1],
    [
      'a discount, monthly',
      'MONT',
      { kind: 'DISCOUNTED_PAYMENT', deferredDays: null },
      '2026-02-28T15:00:00.000Z',
      1,
    ],
    [
      'deferred 30 days, monthly',
      'MONT',
      { kind: 'DEFERRED_PAYMENT', deferredDays: 30 },
      '2026-03-02T15:00:00.000Z',
      0,
    ],
    ['no promotion, weekly', 'WEEK', null, '2026-02-07T15:00:00.000Z', 1],
  ] as const)('%s: next payment %s', (_name, periodicity, promotion, next, nextPeriod) => {
    const start = planStart(now, periodicity, promotion);
    expect(start.nextPaymentAt.toISOString()).toBe(next);
    expect(start.nextPeriod).toBe(nextPeriod);
  });
});
