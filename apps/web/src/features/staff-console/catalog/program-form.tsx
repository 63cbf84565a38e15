import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  programFieldsSchema,
  type ProgramFields,
  type ProgramFieldsInput,
} from '@portal/domain/catalog/catalog-entry';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';
import { FormField, TextAreaField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { EntryRefusal, formFieldOf } from './entry-refusal';
import { PriceField } from './price-field';
import { SpanishFields } from './spanish-fields';

/**
 * The program editor's form (docs/catalog-editing.md "Drafts"): every field of a program as
 * programs.json holds it, checked with the server's own schema (programFieldsSchema) as fields are
 * left and on saving. Its courses are their codes, one a line in study order; a code no course has
 * is the server's to refuse, under the box.
 */
export function ProgramForm({
  initial,
  onSave,
  saving,
  error,
}: {
  initial: ProgramFieldsInput;
  onSave: (program: ProgramFields, refused: (error: unknown) => void) => void;
  saving: boolean;
  error: unknown;
}) {
  const { t } = useTranslation('staff');
  const form = useSchemaForm<ProgramFieldsInput, ProgramFields>(programFieldsSchema, initial);
  const { field, watch, register, formState } = form;
  const message = (name: Path<ProgramFieldsInput>) => {
    const found = form.getFieldState(name, formState).error;
    const id =
      found?.message ?? (found as { root?: { message?: string } } | undefined)?.root?.message;
    return id ? t(id, { ns: 'domain' }) : undefined;
  };
  const numberField = (name: 'priceCents' | 'schoolId') => ({
    ...register(name, { valueAsNumber: true }),
    error: message(name),
  });
  const price = watch('priceCents');
  const [courses, setCourses] = useState(() => initial.courses.join('\n'));
  const onSubmit = form.handleSubmit((program) =>
    onSave(program, (refusal) =>
      applyFieldErrors<ProgramFieldsInput>(
        refusal,
        (serverField) => formFieldOf<Path<ProgramFieldsInput>>(serverField),
        form.setError,
      ),
    ),
  );
  return (
    <form className="form catalog-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField
        label={t('catalogEditing.fields.name')}
        maxLength={FIELD_MAX_LENGTH.catalogName}
        {...field('name')}
      />
      <FormField
        label={t('catalogEditing.fields.enrollmentCode')}
        hint={t('catalogEditing.enrollmentCodeHint')}
        {...field('enrollmentCode')}
      />
      <FormField
        type="number"
        min={1}
        step={1}
        label={t('catalogEditing.fields.schoolId')}
        {...numberField('schoolId')}
      />
      <PriceField price={price} {...numberField('priceCents')} />
      <TextAreaField
        label={t('catalogEditing.fields.description')}
        rows={3}
        maxLength={FIELD_MAX_LENGTH.catalogText}
        {...field('description')}
      />
      {/* The list is edited as text; blank lines are left out, and a new line stays while typed. */}
      <TextAreaField
        label={t('catalogEditing.fields.courses')}
        hint={t('catalogEditing.programCoursesHint')}
        rows={8}
        name="courses"
        value={courses}
        error={message('courses')}
        onBlur={() => void form.trigger('courses')}
        onChange={(event) => {
          setCourses(event.target.value);
          const lines = event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== '');
          form.setValue('courses', lines, { shouldDirty: true });
        }}
      />
      <SpanishFields name={field('es.name')} description={field('es.description')} />
      <EntryRefusal error={error} />
      <SubmitButton busy={saving}>{t('catalogEditing.saveDraft')}</SubmitButton>
    </form>
  );
}
