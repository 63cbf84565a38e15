import { useTranslation } from 'react-i18next';
import type { CatalogField } from '@portal/domain/catalog/catalog-diff';
import { PERIODICITY_LABELS, type Periodicity } from '@portal/domain/ledger/periodicity';
import { formatMoney } from '@portal/domain/money/format-money';

/**
 * The message key of a field's name (`catalogEditing.fields.*`): its path without `details.`, and
 * without the place in a list a problem names (`prerequisites.0` is the prerequisites); a Spanish
 * text keeps its `es.` (`es.name` is "Name (Spanish)").
 */
export const fieldKey = (field: string) => {
  const [first, second] = field.replace(/^details\./, '').split('.');
  return first === 'es' && second ? `es.${second}` : first!;
};

/**
 * A field's value in words, as the diff and the history write it: money as money, lists joined,
 * grading as items with their weights, a plan's period as its label, a promotion's kind and terms
 * in words; "(none)" for a value that is absent.
 */
export function useFieldWords(): (field: CatalogField | string, value: unknown) => string {
  const { t } = useTranslation('staff');
  return (field, value) => {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) {
      return t('catalogEditing.none');
    }
    switch (field) {
      case 'priceCents':
        return formatMoney(value as number);
      case 'details.gradingCriteria':
        return (value as { item: string; weightPercent: number }[])
          .map((c) => `${c.item} ${c.weightPercent}%`)
          .join(', ');
      case 'periodicity':
        return PERIODICITY_LABELS[value as Periodicity]?.label ?? String(value);
      case 'kind':
        return t(`catalogEditing.promotionKinds.${String(value)}`, { defaultValue: String(value) });
      case 'percentOff':
        return t('catalogEditing.percentOffWords', { percent: value });
      case 'deferredDays':
        return t('catalogEditing.deferredDaysWords', { count: value as number });
    }
    if (Array.isArray(value)) return value.join(', ');
    return String(value);
  };
}
