import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/domain/money/format-money';
import { FormField, type FormFieldProps } from '@/components/form-field';

/**
 * A catalog entry's price as its file holds it, in cents, with what that is in dollars beside it
 * as it is typed (a course's, a program's and a challenge exam's editors alike).
 */
export function PriceField({
  price,
  ...input
}: { price: unknown } & Omit<FormFieldProps, 'label' | 'hint' | 'type'>) {
  const { t } = useTranslation('staff');
  return (
    <FormField
      type="number"
      min={0}
      step={1}
      label={t('catalogEditing.fields.priceCents')}
      hint={t('catalogEditing.priceHint', {
        price: Number.isInteger(price) ? formatMoney(price as number) : '—',
      })}
      {...input}
    />
  );
}
