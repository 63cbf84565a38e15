import type { CatalogField } from '@portal/domain/catalog/catalog-diff';
import { formatMoney } from '@portal/domain/money/format-money';

/**
 * The message key of a field's name (`catalogEditing.fields.*`): its path without `details.`, and
 * without the place in a list a problem names (`prerequisites.0` is the prerequisites).
 */
export const fieldKey = (field: string) => field.replace(/^details\./, '').split('.')[0]!;

/**
 * A field's value in words, as the diff and the history write it: money as money, lists joined,
 * grading as items with their weights; `none` for a value that is absent.
 */
export function fieldWords(field: CatalogField | string, value: unknown, none: string): string {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) {
    return none;
  }
  if (field === 'priceCents') return formatMoney(value as number);
  if (field === 'details.gradingCriteria') {
    return (value as { item: string; weightPercent: number }[])
      .map((c) => `${c.item} ${c.weightPercent}%`)
      .join(', ');
  }
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}
