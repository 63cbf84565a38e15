import { describe, expect, it } from 'vitest';
import {
  addFinanceSums,
  churnRate,
  emptyFinanceSums,
  financeReportQuerySchema,
  monthBounds,
  monthlyRecurringCents,
  shiftMonth,
  trendMonths,
} from './finance-report';

describe('the report month', () => {
  it.each([
    ['2026-01', true],
    ['2026-12', true],
    ['2026-13', false],
    ['2026-00', false],
    ['2026-1', false],
    ['1999-12', false],
    ['2026-01-01', false],
    ['', false],
  ])('%s is a month: %s', (month, valid) => {
    expect(financeReportQuerySchema.safeParse({ month }).success).toBe(valid);
  });

  it('starts and ends at midnight UTC, December ending in January', () => {
    expect(monthBounds('2026-12')).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
  });

  it.each([
    ['2026-03', 1, '2026-02'],
    ['2026-01', 1, '2025-12'],
    ['2026-12', -1, '2027-01'],
    ['2026-11', 11, '2025-12'],
  ])('%s shifted back %d is %s', (month, count, shifted) => {
    expect(shiftMonth(month, count)).toBe(shifted);
  });

  it('trends over the twelve months ending with the month', () => {
    const months = trendMonths('2026-03');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months[11]).toBe('2026-03');
  });
});

describe('monthlyRecurringCents', () => {
  it.each<[Parameters<typeof monthlyRecurringCents>[0], number]>([
    [{}, 0],
    [{ MONT: 6945 }, 6945],
    [{ YEAR: 120_00 }, 10_00],
    [{ QTER: 300_00 }, 100_00],
    [{ SMYR: 600_00 }, 100_00],
    [{ SMMO: 50_00 }, 100_00],
    [{ WEEK: 12_00 }, 52_00],
    [{ BIWK: 12_00 }, 26_00],
    [{ FRWK: 12_00 }, 13_00],
    [{ DAYS: 1_00 }, 30_42],
    // Rounded once, after the plans are added up: three yearly plans of $1.01 are $0.25 a month.
    [{ YEAR: 3_03 }, 25],
    [{ MONT: 100, YEAR: 1200 }, 200],
  ])('%j is %d a month', (sums, cents) => {
    expect(monthlyRecurringCents(sums)).toBe(cents);
  });
});

describe('churnRate', () => {
  it.each<[number, number, number | null]>([
    [0, 0, null],
    [1, 0, null],
    [0, 10, 0],
    [1, 8, 0.125],
    [1, 3, 0.3333],
    [2, 3, 0.6667],
    [5, 5, 1],
  ])('%d ended of %d active: %s', (ended, active, rate) => {
    expect(churnRate(ended, active)).toBe(rate);
  });
});

describe('addFinanceSums', () => {
  it('adds every sum, periodicity by periodicity', () => {
    const a = { ...emptyFinanceSums(), enrolments: 1, recurringByPeriodicity: { MONT: 100 } };
    const b = {
      ...emptyFinanceSums(),
      enrolments: 2,
      collectedCents: 5,
      recurringByPeriodicity: { MONT: 50, YEAR: 1200 },
    };
    expect(addFinanceSums(a, b)).toMatchObject({
      enrolments: 3,
      collectedCents: 5,
      recurringByPeriodicity: { MONT: 150, YEAR: 1200 },
    });
  });
});
