import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUDIT_ACTIONS,
  AUDIT_SUBJECT_KINDS,
  auditFiltersSchema,
} from '@portal/domain/staff/audit-log';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { AUDIT_FILTER_NAMES, type AuditAddressFilters } from './audit-query';

/**
 * The audit log's filters, checked by the server's own schema; a filter the server refused shows
 * its error on its field. Times are UTC, as the console writes them.
 */
export function AuditFilterForm({
  filters,
  refusal,
  onSearch,
}: {
  filters: AuditAddressFilters;
  refusal?: unknown;
  onSearch: (filters: AuditAddressFilters) => void;
}) {
  const { t } = useTranslation('staff');
  const { field, handleSubmit, setError, reset } = useSchemaForm(auditFiltersSchema, filters);
  // Back and forward change the filters: the form shows the ones on screen.
  const shown = JSON.stringify(filters);
  useEffect(() => reset(JSON.parse(shown) as AuditAddressFilters), [shown, reset]);
  useEffect(() => {
    if (refusal) applyFieldErrors<AuditAddressFilters>(refusal, AUDIT_FILTER_NAMES, setError);
  }, [refusal, setError]);

  return (
    <form
      role="search"
      aria-label={t('audit.filters')}
      className="form staff-filters"
      noValidate
      onSubmit={handleSubmit((values) =>
        onSearch(
          Object.fromEntries(
            AUDIT_FILTER_NAMES.map((name) => [name, values[name]?.trim() ?? '']),
          ) as AuditAddressFilters,
        ),
      )}
    >
      <FormField label={t('audit.tenant')} autoComplete="off" {...field('tenant')} />
      <FormField label={t('audit.actor')} type="email" autoComplete="off" {...field('actor')} />
      <FormField
        label={t('audit.action')}
        list="audit-actions"
        autoComplete="off"
        {...field('action')}
      />
      <datalist id="audit-actions">
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <FormField
        label={t('audit.subjectKind')}
        list="audit-subject-kinds"
        autoComplete="off"
        {...field('subjectKind')}
      />
      <datalist id="audit-subject-kinds">
        {AUDIT_SUBJECT_KINDS.map((kind) => (
          <option key={kind} value={kind} />
        ))}
      </datalist>
      <FormField label={t('audit.subjectId')} autoComplete="off" {...field('subjectId')} />
      <FormField label={t('audit.from')} type="datetime-local" {...field('from')} />
      <FormField label={t('audit.to')} type="datetime-local" {...field('to')} />
      <FormField label={t('audit.reasonText')} type="search" autoComplete="off" {...field('q')} />
      <SubmitButton className="button button--primary">{t('audit.submit')}</SubmitButton>
    </form>
  );
}
