import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';
import { FormField, TextAreaField } from '@/components/form-field';
import type { FieldBinding } from '@/lib/forms/use-schema-form';

/**
 * An entry's Spanish texts beside its English ones (docs/catalog-editing.md "Spanish texts"):
 * "Name (Spanish)" and, for the kinds that have one, "Description (Spanish)", then what else the
 * kind translates (a course's topics and course text). Each box is marked Spanish (`lang`), for a
 * screen reader's voice and the spelling check; a box left empty means "not yet translated".
 */
export function SpanishFields({
  name,
  description,
  children,
}: {
  name: FieldBinding;
  description?: FieldBinding;
  children?: ReactNode;
}) {
  const { t } = useTranslation('staff');
  return (
    <fieldset className="catalog-form__spanish" aria-describedby="spanish-fields-hint">
      <legend>{t('catalogEditing.spanish.legend')}</legend>
      <p id="spanish-fields-hint" className="form-field__hint">
        {t('catalogEditing.spanish.hint')}
      </p>
      <FormField
        label={t('catalogEditing.fields.es.name')}
        maxLength={FIELD_MAX_LENGTH.catalogName}
        lang="es"
        {...name}
      />
      {description ? (
        <TextAreaField
          label={t('catalogEditing.fields.es.description')}
          rows={3}
          maxLength={FIELD_MAX_LENGTH.catalogText}
          lang="es"
          {...description}
        />
      ) : null}
      {children}
    </fieldset>
  );
}
