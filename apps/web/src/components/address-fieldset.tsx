import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '@/lib/forms/use-schema-form';
import { FormField } from './form-field';

export type AddressField = 'address1' | 'city' | 'state' | 'zipCode';

export interface AddressFieldsetProps {
  legend: string;
  /**
   * The form's binding of each address input (useSchemaForm's `field(name)`), made by the form
   * itself so the inputs register in reading order and a failed submit focuses the first error.
   */
  fields: Record<AddressField, FieldBinding>;
  /** The country's binding: the card's billing address asks for it, the home address is in the US. */
  country?: FieldBinding;
  /** `billing` lets the browser fill in the billing address rather than the home one. */
  autoCompleteSection?: 'billing';
  /** A sentence under the legend, read with it: e.g. where the address already given came from. */
  note?: string;
}

/** The postal address inputs (docs/product/entities.md address), the same wherever an address is asked for. */
export function AddressFieldset({
  legend,
  fields,
  country,
  autoCompleteSection,
  note,
}: AddressFieldsetProps) {
  const { t } = useTranslation('common');
  const noteId = useId();
  const autoComplete = (token: string) =>
    autoCompleteSection ? `${autoCompleteSection} ${token}` : token;
  return (
    <fieldset className="form__group" aria-describedby={note ? noteId : undefined}>
      <legend>{legend}</legend>
      {note ? (
        <p id={noteId} className="form-field__hint">
          {note}
        </p>
      ) : null}
      <FormField
        label={t('address.address1')}
        autoComplete={autoComplete('address-line1')}
        required
        {...fields.address1}
      />
      <div className="form__row">
        <FormField
          label={t('address.city')}
          autoComplete={autoComplete('address-level2')}
          required
          {...fields.city}
        />
        <FormField
          label={t('address.state')}
          autoComplete={autoComplete('address-level1')}
          required
          {...fields.state}
        />
      </div>
      <div className="form__row">
        <FormField
          label={t('address.zipCode')}
          autoComplete={autoComplete('postal-code')}
          required
          {...fields.zipCode}
        />
        {country ? (
          <FormField
            label={t('address.country')}
            autoComplete={autoComplete('country')}
            required
            {...country}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
