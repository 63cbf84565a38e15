import { z } from 'zod';
import { formatMoney } from '../money/format-money';

// docs/product/entities.md "Payment plan": each code has a period noun ("per month") and a plan label ("monthly").
export const PERIODICITY_LABELS = {
  DAYS: { period: 'day', label: 'daily' },
  WEEK: { period: 'week', label: 'weekly' },
  BIWK: { period: 'two weeks', label: 'every two weeks' },
  SMMO: { period: 'half month', label: 'twice every month' },
  FRWK: { period: 'four weeks', label: 'every four weeks' },
  MONT: { period: 'month', label: 'monthly' },
  QTER: { period: 'quarter', label: 'quarterly' },
  SMYR: { period: 'half year', label: 'twice every year' },
  YEAR: { period: 'year', label: 'yearly' },
} as const;

export type Periodicity = keyof typeof PERIODICITY_LABELS;

export const PERIODICITIES = Object.keys(PERIODICITY_LABELS) as Periodicity[];

export const periodicitySchema = z.enum(PERIODICITIES as [Periodicity, ...Periodicity[]]);

export interface PlanSummary {
  name: string;
  priceCents: number;
  periodicity: Periodicity;
}

/** What a price is charged per: a plan's periodicity, or one course bought on its own. */
export type PriceUnit = Periodicity | 'COURSE';

const UNIT_NOUNS: Record<PriceUnit, string> = {
  ...Object.fromEntries(PERIODICITIES.map((code) => [code, PERIODICITY_LABELS[code].period])),
  COURSE: 'course',
} as Record<PriceUnit, string>;

/**
 * A price with what it is charged per, so it cannot be misread: '$299.00 per month',
 * '$69.45 per course'. The one formatter of every price the portal shows (catalog, program and
 * course pages, picker, checkout, billing).
 */
export function formatPricePer(priceCents: number, unit: PriceUnit): string {
  return `${formatMoney(priceCents)} per ${UNIT_NOUNS[unit]}`;
}

/**
 * A plan as docs/product/entities.md displays it: the name, a payment-plan label, then the price per period, e.g.
 * 'Standard - Payment plan: monthly - $69.45 per month'.
 */
export function formatPlan({ name, priceCents, periodicity }: PlanSummary): string {
  const { label } = PERIODICITY_LABELS[periodicity];
  return `${name} - Payment plan: ${label} - ${formatPricePer(priceCents, periodicity)}`;
}
