import { useTranslation } from 'react-i18next';
import type { Path } from 'react-hook-form';
import {
  categoryFieldsSchema,
  type CategoryEntry,
  type CategoryFields,
  type CategoryFieldsInput,
} from '@portal/domain/catalog/catalog-entry';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';
import { FormField, SelectField, TextAreaField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { paths } from '@/lib/paths';
import { EntryEditorPage, type EntryForm } from './entry-editor-page';
import { EntryRefusal, formFieldOf } from './entry-refusal';
import { SpanishFields } from './spanish-fields';

/**
 * /staff/catalog/categories/{id}/edit and /staff/catalog/categories/new: a category or
 * subcategory saved into a draft, as a course is (docs/catalog-editing.md "Drafts"), in the
 * shared editor frame.
 */
export function CategoryEditorPage() {
  const { t } = useTranslation('staff');
  return (
    <EntryEditorPage<CategoryEntry, CategoryFieldsInput, CategoryFields>
      kind="category"
      param="categoryId"
      heading={{ edit: t('catalogEditing.editCategory'), new: t('catalogEditing.newCategory') }}
      noSuchEntry={t('catalogEditing.noSuchCategory')}
      entryHref={paths.staffCatalogCategory.href}
      initial={(category) =>
        category
          ? {
              name: category.name,
              slug: category.slug,
              description: category.description,
              parentSlug: category.parentSlug ?? '',
            }
          : { name: '', slug: '', description: '', parentSlug: '' }
      }
    >
      {(form) => (
        <CategoryForm
          {...form}
          tops={form.live.categories.filter((c) => !c.parentSlug && c.id !== form.entryId)}
        />
      )}
    </EntryEditorPage>
  );
}

function CategoryForm({
  initial,
  tops,
  saving,
  error,
  onSave,
}: EntryForm<CategoryFieldsInput, CategoryFields> & { tops: CategoryEntry[] }) {
  const { t } = useTranslation('staff');
  const form = useSchemaForm<CategoryFieldsInput, CategoryFields>(categoryFieldsSchema, initial);
  const onSubmit = form.handleSubmit((category) =>
    onSave(category, (refusal) =>
      applyFieldErrors<CategoryFieldsInput>(
        refusal,
        (field) => formFieldOf<Path<CategoryFieldsInput>>(field),
        form.setError,
      ),
    ),
  );
  return (
    <form className="form catalog-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField
        label={t('catalogEditing.fields.name')}
        maxLength={FIELD_MAX_LENGTH.catalogName}
        {...form.field('name')}
      />
      <FormField
        label={t('catalogEditing.fields.slug')}
        hint={t('catalogEditing.slugHint')}
        {...form.field('slug')}
      />
      <SelectField label={t('catalogEditing.fields.parentSlug')} {...form.field('parentSlug')}>
        <option value="">{t('catalogEditing.topLevel')}</option>
        {tops.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('catalogEditing.fields.description')}
        rows={3}
        maxLength={FIELD_MAX_LENGTH.catalogText}
        {...form.field('description')}
      />
      <SpanishFields name={form.field('es.name')} description={form.field('es.description')} />
      <EntryRefusal error={error} />
      <SubmitButton busy={saving}>{t('catalogEditing.saveDraft')}</SubmitButton>
    </form>
  );
}
