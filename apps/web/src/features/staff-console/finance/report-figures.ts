import type { FinanceFigures } from '@portal/domain/ledger/finance-report';
import { formatMoney } from '@portal/domain/money/format-money';
import { csvDollars } from './report-csv';

/** How a figure reads: a count, money in cents, or a fraction shown as a percentage. */
type FigureKind = 'count' | 'money' | 'percent';

/** One column or line of the report: its message id and how it is read from the figures. */
export interface ReportFigure {
  id: string;
  kind: FigureKind;
  read: (figures: FinanceFigures) => number | null;
}

// The report's figures in the order the tables show them (docs/finance-reports.md). Churn shows
// its two counts beside the rate, so the rate can be checked.
export const REPORT_FIGURES: readonly ReportFigure[] = [
  { id: 'enrolments', kind: 'count', read: (f) => f.enrolments },
  { id: 'activeStudents', kind: 'count', read: (f) => f.activeStudents },
  { id: 'collected', kind: 'money', read: (f) => f.collectedCents },
  { id: 'refunded', kind: 'money', read: (f) => f.refundedCents },
  { id: 'disputed', kind: 'money', read: (f) => f.disputedCents },
  { id: 'recurringRevenue', kind: 'money', read: (f) => f.recurringRevenueCents },
  { id: 'activeAtStart', kind: 'count', read: (f) => f.churn.activeAtStart },
  { id: 'membershipsEnded', kind: 'count', read: (f) => f.churn.ended },
  { id: 'churn', kind: 'percent', read: (f) => f.churn.rate },
  { id: 'debtOutstanding', kind: 'money', read: (f) => f.debtOutstandingCents },
  { id: 'recovered', kind: 'money', read: (f) => f.recoveredCents },
];

/** The figure as the page shows it; `none` where there is no value (a churn with no base). */
export function shownFigure(figure: ReportFigure, figures: FinanceFigures, none: string): string {
  const value = figure.read(figures);
  if (value === null) return none;
  switch (figure.kind) {
    case 'count':
      return value.toLocaleString('en-US');
    case 'money':
      return formatMoney(value);
    case 'percent':
      return `${(value * 100).toFixed(2)}%`;
  }
}

/** The figure as the CSV holds it: dollars with two decimals, a percentage without its sign. */
export function csvFigure(figure: ReportFigure, figures: FinanceFigures): string {
  const value = figure.read(figures);
  if (value === null) return '';
  switch (figure.kind) {
    case 'count':
      return String(value);
    case 'money':
      return csvDollars(value);
    case 'percent':
      return (value * 100).toFixed(2);
  }
}
