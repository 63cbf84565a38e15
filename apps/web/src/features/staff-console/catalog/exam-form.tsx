import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  examFieldsSchema,
  type ExamFields,
  type ExamFieldsInput,
} from '@portal/domain/catalog/catalog-entry';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { EntryRefusal, formFieldOf } from './entry-refusal';
import { PriceField } from './price-field';

/**
 * The challenge-exam editor's form (docs/catalog-editing.md "Other kinds"): the exam's course by
 * code and its price, checked with the server's own schema (examFieldsSchema) as fields are left
 * and on saving; a code no course has, or a course that has an exam already, is the server's to
 * refuse, under the field.
 */
export function ExamForm({
  initial,
  onSave,
  saving,
  error,
}: {
  initial: ExamFieldsInput;
  onSave: (exam: ExamFields, refused: (error: unknown) => void) => void;
  saving: boolean;
  error: unknown;
}) {
  const { t } = useTranslation('staff');
  const form = useSchemaForm<ExamFieldsInput, ExamFields>(examFieldsSchema, initial);
  const { field, watch, register, formState } = form;
  const priceError = form.getFieldState('priceCents', formState).error?.message;
  const onSubmit = form.handleSubmit((exam) =>
    onSave(exam, (refusal) =>
      applyFieldErrors<ExamFieldsInput>(
        refusal,
        (serverField) => formFieldOf<Path<ExamFieldsInput>>(serverField),
        form.setError,
      ),
    ),
  );
  return (
    <form className="form catalog-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField
        label={t('catalogEditing.fields.course')}
        hint={t('catalogEditing.examCourseHint')}
        {...field('course')}
      />
      <PriceField
        price={watch('priceCents')}
        {...register('priceCents', { valueAsNumber: true })}
        error={priceError ? t(priceError, { ns: 'domain' }) : undefined}
      />
      <EntryRefusal error={error} />
      <SubmitButton busy={saving}>{t('catalogEditing.saveDraft')}</SubmitButton>
    </form>
  );
}
