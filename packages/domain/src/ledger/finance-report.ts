import { z } from 'zod';
import type { Periodicity } from './periodicity';

// The finance reports of the staff console, each figure defined once (docs/finance-reports.md
// says the same in plain words). The server aggregates the ledger into the raw sums below; the
// rules here turn them into the figures, so the server, the web and the tests agree.

const badValue = { error: 'validation.invalid' } as const;

/** How many months the report's trend covers, ending with the month asked for. */
export const REPORT_TREND_MONTHS = 12;

/** A calendar month, `YYYY-MM` (UTC), between 2000-01 and 2099-12. */
export const reportMonthSchema = z.string(badValue).regex(/^20\d\d-(0[1-9]|1[0-2])$/, badValue);
export type ReportMonth = z.infer<typeof reportMonthSchema>;

export const financeReportQuerySchema = z.object({
  month: reportMonthSchema,
  /** One tenant; absent, every tenant in the member's scope. */
  tenant: z.string().trim().min(1, badValue).max(100, badValue).optional(),
});
export type FinanceReportQuery = z.infer<typeof financeReportQuerySchema>;

/** Where a month starts and ends (the end excluded), in UTC. */
export function monthBounds(month: ReportMonth): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, monthNumber - 1, 1)),
    end: new Date(Date.UTC(year, monthNumber, 1)),
  };
}

/** The month `count` months before (negative: after) the one given. */
export function shiftMonth(month: ReportMonth, count: number): ReportMonth {
  const { start } = monthBounds(month);
  const shifted = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - count, 1));
  return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month a moment falls in (UTC). */
export const monthOf = (at: Date): ReportMonth => at.toISOString().slice(0, 7);

/** The trend's months, oldest first, ending with `month`. */
export const trendMonths = (month: ReportMonth): ReportMonth[] =>
  Array.from({ length: REPORT_TREND_MONTHS }, (_, i) =>
    shiftMonth(month, REPORT_TREND_MONTHS - 1 - i),
  );

/** Periods billed in a year, per periodicity: what turns a plan's price into a monthly one. */
export const PERIODS_PER_YEAR: Record<Periodicity, number> = {
  DAYS: 365,
  WEEK: 52,
  BIWK: 26,
  SMMO: 24,
  FRWK: 13,
  MONT: 12,
  QTER: 4,
  SMYR: 2,
  YEAR: 1,
};

/**
 * Monthly recurring revenue of plans: each plan's price per period times its periods in a year,
 * over twelve, summed and then rounded to the cent. `sums` are the plans' prices added up per
 * periodicity.
 */
export function monthlyRecurringCents(sums: Partial<Record<Periodicity, number>>): number {
  let perYear = 0;
  for (const [periodicity, cents] of Object.entries(sums) as [Periodicity, number][]) {
    perYear += cents * (PERIODS_PER_YEAR[periodicity] ?? 0);
  }
  return Math.round(perYear / 12);
}

/**
 * Churn: memberships that ended in the month over those active at its start, as a fraction
 * rounded to four places (0.0125 is 1.25 %); null when none was active at the start.
 */
export function churnRate(ended: number, activeAtStart: number): number | null {
  if (activeAtStart <= 0) return null;
  return Math.round((ended / activeAtStart) * 10_000) / 10_000;
}

/** What the ledger adds up for one tenant and month (see docs/finance-reports.md). */
export interface FinanceSums {
  enrolments: number;
  activeStudents: number;
  activeAtStart: number;
  membershipsEnded: number;
  collectedCents: number;
  refundedCents: number;
  disputedCents: number;
  /** Plans' prices per period, added up per periodicity. */
  recurringByPeriodicity: Partial<Record<Periodicity, number>>;
  debtOutstandingCents: number;
  recoveredCents: number;
}

export const emptyFinanceSums = (): FinanceSums => ({
  enrolments: 0,
  activeStudents: 0,
  activeAtStart: 0,
  membershipsEnded: 0,
  collectedCents: 0,
  refundedCents: 0,
  disputedCents: 0,
  recurringByPeriodicity: {},
  debtOutstandingCents: 0,
  recoveredCents: 0,
});

/** Sums of several tenants (a student belongs to one tenant, so counts add up too). */
export function addFinanceSums(a: FinanceSums, b: FinanceSums): FinanceSums {
  const recurring = { ...a.recurringByPeriodicity };
  for (const [periodicity, cents] of Object.entries(b.recurringByPeriodicity) as [
    Periodicity,
    number,
  ][]) {
    recurring[periodicity] = (recurring[periodicity] ?? 0) + cents;
  }
  return {
    enrolments: a.enrolments + b.enrolments,
    activeStudents: a.activeStudents + b.activeStudents,
    activeAtStart: a.activeAtStart + b.activeAtStart,
    membershipsEnded: a.membershipsEnded + b.membershipsEnded,
    collectedCents: a.collectedCents + b.collectedCents,
    refundedCents: a.refundedCents + b.refundedCents,
    disputedCents: a.disputedCents + b.disputedCents,
    recurringByPeriodicity: recurring,
    debtOutstandingCents: a.debtOutstandingCents + b.debtOutstandingCents,
    recoveredCents: a.recoveredCents + b.recoveredCents,
  };
}

export const financeFiguresSchema = z.object({
  enrolments: z.number().int(),
  activeStudents: z.number().int(),
  collectedCents: z.number().int(),
  refundedCents: z.number().int(),
  disputedCents: z.number().int(),
  recurringRevenueCents: z.number().int(),
  churn: z.object({
    ended: z.number().int(),
    activeAtStart: z.number().int(),
    rate: z.number().nullable(),
  }),
  debtOutstandingCents: z.number().int(),
  recoveredCents: z.number().int(),
});
export type FinanceFigures = z.infer<typeof financeFiguresSchema>;

/** The figures of one tenant (or several added up) and month. */
export function financeFigures(sums: FinanceSums): FinanceFigures {
  return {
    enrolments: sums.enrolments,
    activeStudents: sums.activeStudents,
    collectedCents: sums.collectedCents,
    refundedCents: sums.refundedCents,
    disputedCents: sums.disputedCents,
    recurringRevenueCents: monthlyRecurringCents(sums.recurringByPeriodicity),
    churn: {
      ended: sums.membershipsEnded,
      activeAtStart: sums.activeAtStart,
      rate: churnRate(sums.membershipsEnded, sums.activeAtStart),
    },
    debtOutstandingCents: sums.debtOutstandingCents,
    recoveredCents: sums.recoveredCents,
  };
}

export const financeReportSchema = z.object({
  month: reportMonthSchema,
  /** The tenant asked for; null for every tenant in scope. */
  tenant: z.string().nullable(),
  /** Every tenant in the member's scope, by name: the report's tenant choice. */
  tenants: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The month's figures over the tenant, or every tenant in scope. */
  figures: financeFiguresSchema,
  /**
   * Whether the month's active students, churn, recurring revenue and debt outstanding are read
   * from the ledger's history (exact), or approximated from the current state: a month that
   * started before the history began.
   */
  exact: z.boolean(),
  /** The last twelve months, oldest first, the report's month last; `exact` as for the month. */
  trend: z.array(
    z.object({ month: reportMonthSchema, figures: financeFiguresSchema, exact: z.boolean() }),
  ),
  /** Every tenant with something in the ledger by the month's end, each with its figures. */
  byTenant: z.array(z.object({ tenantId: z.string(), figures: financeFiguresSchema })),
});
export type FinanceReport = z.infer<typeof financeReportSchema>;

/** The figures in the report's order, each with its message id (`finance.reports.figure.*`). */
export const FINANCE_FIGURE_KEYS = [
  'enrolments',
  'activeStudents',
  'collectedCents',
  'refundedCents',
  'disputedCents',
  'recurringRevenueCents',
  'churn',
  'debtOutstandingCents',
  'recoveredCents',
] as const satisfies readonly (keyof FinanceFigures)[];
export type FinanceFigureKey = (typeof FINANCE_FIGURE_KEYS)[number];
