import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { studentSearchQuerySchema } from '@portal/domain/staff/student-lookup';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';

const searchFormSchema = studentSearchQuerySchema.pick({ q: true });

/**
 * The search box (docs/staff-console.md "Finding a student"), checked by the server's own schema;
 * a search the server refused shows its field error on the box.
 */
export function StudentSearchForm({
  q = '',
  refusal,
  onSearch,
}: {
  q?: string;
  /** The error of the search made with `q`, if it failed. */
  refusal?: unknown;
  onSearch: (q: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { field, handleSubmit, setError, reset } = useSchemaForm(searchFormSchema, { q });
  // Back and forward change the search: the box shows the one on screen.
  useEffect(() => reset({ q }), [q, reset]);
  useEffect(() => {
    if (refusal) applyFieldErrors<{ q: string }>(refusal, ['q'], setError);
  }, [refusal, setError]);

  return (
    <form
      role="search"
      className="form"
      noValidate
      onSubmit={handleSubmit((values) => onSearch(values.q))}
    >
      <FormField label={t('search.field')} type="search" autoComplete="off" {...field('q')} />
      <SubmitButton className="button button--primary">{t('search.submit')}</SubmitButton>
    </form>
  );
}
