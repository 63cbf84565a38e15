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

/**
 * The words of prices and plans in one language (docs/languages.md "Dates and prices"): what a
 * price is charged per, written after the amount ("per month", "por mes"), and each plan's label
 * ("monthly", "mensual"). Each language's are in its domain messages (`i18n/<language>.ts`
 * `price`), so a page loads only its own.
 */
export interface PriceWords {
  per: Record<PriceUnit, string>;
  label: Record<Periodicity, string>;
}

/** English, from the table above: the words the server's own texts use. */
export const ENGLISH_PRICE_WORDS: PriceWords = {
  per: {
    ...Object.fromEntries(
      PERIODICITIES.map((code) => [code, `per ${PERIODICITY_LABELS[code].period}`]),
    ),
    COURSE: 'per course',
  } as Record<PriceUnit, string>,
  label: Object.fromEntries(
    PERIODICITIES.map((code) => [code, PERIODICITY_LABELS[code].label]),
  ) as Record<Periodicity, string>,
};

/**
 * A price with what it is charged per, so it cannot be misread: '$299.00 per month',
 * '$69.45 per course', or with a page's own words '$299.00 por mes'. Money is written in US
 * dollars in every language. The one formatter of every price the portal shows (catalog, program
 * and course pages, picker, checkout, billing); without words it writes English, as the server's
 * mails and receipts do.
 */
export function formatPricePer(
  priceCents: number,
  unit: PriceUnit,
  words: PriceWords = ENGLISH_PRICE_WORDS,
): string {
  return `${formatMoney(priceCents)} ${words.per[unit]}`;
}

/**
 * A plan as docs/product/entities.md displays it: the name, a payment-plan label, then the price per period, e.g.
 * 'Standard - Payment plan: monthly - $69.45 per month'.
 */
export function formatPlan({ name, priceCents, periodicity }: PlanSummary): string {
  const { label } = PERIODICITY_LABELS[periodicity];
  return `${name} - Payment plan: ${label} - ${formatPricePer(priceCents, periodicity)}`;
}
