import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Path } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  categoryFieldsSchema,
  type CategoryEntry,
  type CategoryFields,
  type CategoryFieldsInput,
} from '@portal/domain/catalog/catalog-entry';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';
import { FormField, SelectField, TextAreaField } from '@/components/form-field';
import { PageMeta } from '@/components/page-meta';
import { SubmitButton } from '@/components/submit-button';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { paths } from '@/lib/paths';
import { ListFailure } from '../shared/list-read';
import { staffKeys } from '../shared/staff-keys';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { EntryRefusal, formFieldOf } from './entry-refusal';
import { useCatalogDraft } from './get-catalog-draft';
import { useLiveCatalog } from './get-live-catalog';
import { useSaveCatalogEntry } from './save-catalog-entry';

/**
 * /staff/catalog/categories/{id}/edit and /staff/catalog/categories/new: a category or
 * subcategory saved into a draft, as a course is (docs/catalog-editing.md "Drafts").
 */
export function CategoryEditorPage() {
  const { t } = useTranslation('staff');
  const { categoryId } = useParams();
  const heading = categoryId ? t('catalogEditing.editCategory') : t('catalogEditing.newCategory');
  return (
    <div className="page">
      <PageMeta title={heading} />
      <h1>{heading}</h1>
      <StaffSignedIn>
        {() => <Editor categoryId={categoryId ? Number(categoryId) : undefined} />}
      </StaffSignedIn>
    </div>
  );
}

function Editor({ categoryId }: { categoryId: number | undefined }) {
  const { t } = useTranslation('staff');
  const [search] = useSearchParams();
  const draftId = search.get('draft') ?? undefined;
  const live = useLiveCatalog();
  const draft = useCatalogDraft(draftId ?? '', draftId !== undefined);
  const drafted = draft.data?.entries.find((e) => e.kind === 'category' && e.id === categoryId)
    ?.entry as CategoryEntry | undefined;
  const current = drafted ?? live.data?.categories.find((c) => c.id === categoryId);
  const read = live.error ? live : draft;
  if ((live.isPending || (draftId !== undefined && draft.isPending)) && !read.error) {
    return <p role="status">{t('catalogEditing.loading')}</p>;
  }
  if (read.error) {
    return (
      <ListFailure id="category-editor-failure" read={{ ...read, isPlaceholderData: false }} />
    );
  }
  if (categoryId !== undefined && !current) {
    return <p role="alert">{t('catalogEditing.noSuchCategory')}</p>;
  }
  return (
    <>
      <p>
        <Link to={paths.staffCatalog.href()}>{t('catalogEditing.back')}</Link>
      </p>
      <CategoryForm
        categoryId={categoryId}
        draftId={draftId}
        initial={
          current
            ? {
                name: current.name,
                slug: current.slug,
                description: current.description,
                parentSlug: current.parentSlug ?? '',
              }
            : { name: '', slug: '', description: '', parentSlug: '' }
        }
        tops={live.data!.categories.filter((c) => !c.parentSlug && c.id !== categoryId)}
      />
    </>
  );
}

function CategoryForm({
  categoryId,
  draftId,
  initial,
  tops,
}: {
  categoryId: number | undefined;
  draftId: string | undefined;
  initial: CategoryFieldsInput;
  tops: CategoryEntry[];
}) {
  const { t } = useTranslation('staff');
  const form = useSchemaForm<CategoryFieldsInput, CategoryFields>(categoryFieldsSchema, initial);
  const save = useSaveCatalogEntry({ kind: 'category', id: categoryId, draft: draftId });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onSubmit = form.handleSubmit((category) =>
    save.mutate(category, {
      onSuccess: (saved) => {
        queryClient.setQueryData(staffKeys.catalogDraft(saved.id), saved);
        void navigate(paths.staffCatalogDraft.href(saved.id));
      },
      onError: (error) =>
        applyFieldErrors<CategoryFieldsInput>(
          error,
          (field) => formFieldOf<Path<CategoryFieldsInput>>(field),
          form.setError,
        ),
    }),
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
      <EntryRefusal error={save.error} />
      <SubmitButton busy={save.isPending}>{t('catalogEditing.saveDraft')}</SubmitButton>
    </form>
  );
}
