import type { TFunction } from 'i18next';
import { formatMoney } from '@portal/domain/money/format-money';
import { PERIODICITY_LABELS, type PlanSummary } from '@portal/domain/ledger/periodicity';

/**
 * A payment plan as docs/product/entities.md displays it: the name, a payment-plan label, then the price per
 * period. The words come from the `payments` messages so a tenant can reword them; the
 * periodicity nouns and labels fall back to the domain's table of docs/product/entities.md, their one source.
 */
export function planLabel(plan: PlanSummary, t: TFunction): string {
  const words = PERIODICITY_LABELS[plan.periodicity];
  return t('payments:plan.summary', {
    name: plan.name,
    label: t(`payments:periodicity.${plan.periodicity}.label`, { defaultValue: words.label }),
    price: formatMoney(plan.priceCents),
    period: t(`payments:periodicity.${plan.periodicity}.period`, { defaultValue: words.period }),
  });
}
