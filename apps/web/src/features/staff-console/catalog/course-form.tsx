import { useState } from 'react';
import { useFieldArray, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  courseFieldsSchema,
  type CategoryEntry,
  type CourseFields,
  type CourseFieldsInput,
} from '@portal/domain/catalog/catalog-entry';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';
import { FormField, SelectField, TextAreaField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm, type SchemaForm } from '@/lib/forms/use-schema-form';
import { EntryRefusal, formFieldOf } from './entry-refusal';
import { PriceField } from './price-field';
import { SpanishFields } from './spanish-fields';

/**
 * The course editor's form (docs/catalog-editing.md "Drafts"): every field of a course as the
 * seed's files hold it, checked with the server's own schema (packages/domain's courseFieldsSchema)
 * as fields are left and on saving; what the server refuses besides (a code taken, a prerequisite
 * that is no course) shows under its field, and what it breaks elsewhere above the button.
 */
export function CourseForm({
  initial,
  categories,
  onSave,
  saving,
  error,
}: {
  initial: CourseFieldsInput;
  categories: readonly CategoryEntry[];
  onSave: (course: CourseFields, refused: (error: unknown) => void) => void;
  saving: boolean;
  error: unknown;
}) {
  const { t } = useTranslation('staff');
  const form = useSchemaForm<CourseFieldsInput, CourseFields>(courseFieldsSchema, initial);
  const { field, watch, register, formState } = form;
  const message = (name: Path<CourseFieldsInput>) => {
    const found = form.getFieldState(name, formState).error;
    const id =
      found?.message ?? (found as { root?: { message?: string } } | undefined)?.root?.message;
    return id ? t(id, { ns: 'domain' }) : undefined;
  };
  const numberField = (name: 'priceCents' | 'details.credits') => ({
    ...register(name, { valueAsNumber: true }),
    error: message(name),
  });
  const category = watch('category');
  const price = watch('priceCents');
  const tops = categories.filter((c) => !c.parentSlug);
  const subs = categories.filter((c) => c.parentSlug && c.parentSlug === category);
  const onSubmit = form.handleSubmit((course) =>
    onSave(course, (refusal) =>
      applyFieldErrors<CourseFieldsInput>(
        refusal,
        (serverField) => formFieldOf<Path<CourseFieldsInput>>(serverField),
        form.setError,
      ),
    ),
  );
  return (
    <form className="form catalog-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField
        label={t('catalogEditing.fields.code')}
        hint={t('catalogEditing.codeHint')}
        {...field('code')}
      />
      <FormField
        label={t('catalogEditing.fields.name')}
        maxLength={FIELD_MAX_LENGTH.catalogName}
        {...field('name')}
      />
      <SelectField label={t('catalogEditing.fields.category')} {...field('category')}>
        {tops.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('catalogEditing.fields.subcategory')} {...field('subcategory')}>
        <option value="">{t('catalogEditing.none')}</option>
        {subs.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <PriceField price={price} {...numberField('priceCents')} />
      <FormField
        type="number"
        min={0}
        max={30}
        step={1}
        label={t('catalogEditing.fields.credits')}
        {...numberField('details.credits')}
      />
      <TextAreaField
        label={t('catalogEditing.fields.description')}
        rows={3}
        maxLength={FIELD_MAX_LENGTH.catalogText}
        {...field('description')}
      />
      <LinesField
        form={form}
        name="details.topics"
        label={t('catalogEditing.fields.topics')}
        hint={t('catalogEditing.linesHint')}
        error={message('details.topics')}
      />
      <LinesField
        form={form}
        name="details.prerequisites"
        label={t('catalogEditing.fields.prerequisites')}
        hint={t('catalogEditing.prerequisitesHint')}
        error={message('details.prerequisites')}
      />
      <TextAreaField
        label={t('catalogEditing.fields.courseText')}
        rows={2}
        maxLength={FIELD_MAX_LENGTH.catalogText}
        {...field('details.courseText')}
      />
      <GradingFields form={form} error={message('details.gradingCriteria')} />
      <SpanishFields name={field('es.name')} description={field('es.description')}>
        <LinesField
          form={form}
          name="es.topics"
          label={t('catalogEditing.fields.es.topics')}
          hint={t('catalogEditing.spanish.topicsHint')}
          error={message('es.topics')}
          lang="es"
        />
        <TextAreaField
          label={t('catalogEditing.fields.es.courseText')}
          rows={2}
          maxLength={FIELD_MAX_LENGTH.catalogText}
          lang="es"
          {...field('es.courseText')}
        />
      </SpanishFields>
      <EntryRefusal error={error} />
      <SubmitButton busy={saving}>{t('catalogEditing.saveDraft')}</SubmitButton>
    </form>
  );
}

/**
 * A list edited as text, one item a line (topics, prerequisites): the form holds the list, blank
 * lines left out, while the box keeps what is typed (a new line stays while it is written).
 */
function LinesField({
  form,
  name,
  label,
  hint,
  error,
  lang,
}: {
  form: SchemaForm<CourseFieldsInput, CourseFields>;
  name: 'details.topics' | 'details.prerequisites' | 'es.topics';
  label: string;
  hint: string;
  error: string | undefined;
  lang?: string;
}) {
  const [text, setText] = useState(() => (form.getValues(name) ?? []).join('\n'));
  return (
    <TextAreaField
      label={label}
      hint={hint}
      rows={4}
      name={name}
      lang={lang}
      value={text}
      error={error}
      onBlur={() => void form.trigger(name)}
      onChange={(event) => {
        setText(event.target.value);
        const lines = event.target.value
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '');
        form.setValue(name, lines, { shouldDirty: true });
      }}
    />
  );
}

/** The grading criteria: an item and its weight a row, rows added and removed; the weights make 100. */
function GradingFields({
  form,
  error,
}: {
  form: SchemaForm<CourseFieldsInput, CourseFields>;
  error: string | undefined;
}) {
  const { t } = useTranslation('staff');
  const { field, register, control } = form;
  const rows = useFieldArray({ control, name: 'details.gradingCriteria' });
  return (
    <fieldset
      className="catalog-form__grading"
      aria-describedby={error ? 'grading-error' : undefined}
    >
      <legend>{t('catalogEditing.fields.gradingCriteria')}</legend>
      {rows.fields.map((row, index) => (
        <div key={row.id} className="catalog-form__grading-row">
          <FormField
            label={t('catalogEditing.gradingItem', { n: index + 1 })}
            {...field(`details.gradingCriteria.${index}.item`)}
          />
          <FormField
            type="number"
            min={1}
            max={100}
            label={t('catalogEditing.gradingWeight', { n: index + 1 })}
            {...register(`details.gradingCriteria.${index}.weightPercent`, {
              valueAsNumber: true,
            })}
            error={field(`details.gradingCriteria.${index}.weightPercent`).error}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => rows.remove(index)}
          >
            {t('catalogEditing.removeGradingItem', { n: index + 1 })}
          </button>
        </div>
      ))}
      {error ? (
        <p id="grading-error" className="form-field__error">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => rows.append({ item: '', weightPercent: 0 })}
      >
        {t('catalogEditing.addGradingItem')}
      </button>
    </fieldset>
  );
}
