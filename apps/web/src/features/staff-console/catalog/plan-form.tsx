import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  planFieldsSchema,
  type PlanFields,
  type PlanFieldsInput,
} from '@portal/domain/catalog/catalog-entry';
import { PERIODICITIES, PERIODICITY_LABELS } from '@portal/domain/ledger/periodicity';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';
import { FormField, SelectField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import type { EntryForm } from './entry-editor-page';
import { EntryRefusal, formFieldOf } from './entry-refusal';
import { PriceField } from './price-field';
import { SpanishFields } from './spanish-fields';

/**
 * The payment-plan editor's form (docs/catalog-editing.md "Payment plans"): the program it sells
 * by enrolment code, its name, its price per period in cents and the period from the domain's
 * list, checked with the server's own schema (planFieldsSchema) as fields are left and on saving;
 * a code no program has, or a program sold on another plan already, is the server's to refuse,
 * under the field.
 */
export function PlanForm({
  initial,
  onSave,
  saving,
  error,
}: Pick<EntryForm<PlanFieldsInput, PlanFields>, 'initial' | 'onSave' | 'saving' | 'error'>) {
  const { t } = useTranslation('staff');
  const form = useSchemaForm<PlanFieldsInput, PlanFields>(planFieldsSchema, initial);
  const { field, watch, register, formState } = form;
  const priceError = form.getFieldState('priceCents', formState).error?.message;
  const onSubmit = form.handleSubmit((plan) =>
    onSave(plan, (refusal) =>
      applyFieldErrors<PlanFieldsInput>(
        refusal,
        (serverField) => formFieldOf<Path<PlanFieldsInput>>(serverField),
        form.setError,
      ),
    ),
  );
  return (
    <form className="form catalog-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField
        label={t('catalogEditing.fields.program')}
        hint={t('catalogEditing.planProgramHint')}
        {...field('program')}
      />
      <FormField
        label={t('catalogEditing.fields.name')}
        maxLength={FIELD_MAX_LENGTH.catalogName}
        {...field('name')}
      />
      <PriceField
        price={watch('priceCents')}
        {...register('priceCents', { valueAsNumber: true })}
        error={priceError ? t(priceError, { ns: 'domain' }) : undefined}
      />
      <SelectField label={t('catalogEditing.fields.periodicity')} {...field('periodicity')}>
        {PERIODICITIES.map((code) => (
          <option key={code} value={code}>
            {t('catalogEditing.periodicityOption', {
              label: PERIODICITY_LABELS[code].label,
              code,
            })}
          </option>
        ))}
      </SelectField>
      <SpanishFields name={field('es.name')} />
      <EntryRefusal error={error} />
      <SubmitButton busy={saving}>{t('catalogEditing.saveDraft')}</SubmitButton>
    </form>
  );
}
