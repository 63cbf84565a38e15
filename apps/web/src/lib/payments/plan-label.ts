import type { TFunction } from 'i18next';
import { formatPricePer, type PlanSummary } from '@portal/domain/ledger/periodicity';
import { priceWords } from '../page-formats';

/**
 * A payment plan as docs/product/entities.md displays it: the name, a payment-plan label, then the
 * price per period, in the page's language (docs/languages.md "Dates and prices").
 */
export function planLabel(plan: PlanSummary, t: TFunction): string {
  const words = priceWords(t);
  return t('payments:plan.summary', {
    name: plan.name,
    label: words.label[plan.periodicity],
    price: formatPricePer(plan.priceCents, plan.periodicity, words),
  });
}
