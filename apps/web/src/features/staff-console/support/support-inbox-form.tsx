import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_STATUSES,
  supportInboxFormSchema,
  type SupportInboxForm as FormValues,
} from '@portal/domain/support/support-conversation';
import { FormField, SelectField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import type { SupportInboxFilters } from './support-inbox-filters';

const FIELDS = ['tenant', 'status', 'assignee', 'olderThanDays'] as const;

/**
 * The inbox's filters (docs/staff-console.md "Support conversations"). Applying them changes the
 * address, which the table follows; back and forward put the boxes back as they were.
 */
export function SupportInboxForm({
  filters,
  tenants,
  refusal,
  onApply,
}: {
  filters: SupportInboxFilters;
  /** The member's tenants when their scope is a list; null for all tenants (a text box). */
  tenants: readonly string[] | null;
  refusal: unknown;
  onApply: (values: FormValues) => void;
}) {
  const { t } = useTranslation('staff');
  const values = formValuesOf(filters);
  const { field, handleSubmit, setError, reset } = useSchemaForm(supportInboxFormSchema, values);
  const shown = JSON.stringify(values);
  useEffect(() => reset(JSON.parse(shown) as FormValues), [shown, reset]);
  useEffect(() => {
    if (refusal) applyFieldErrors<FormValues>(refusal, FIELDS, setError);
  }, [refusal, setError]);

  return (
    <form
      role="search"
      aria-label={t('support.filters')}
      className="form staff-filters"
      noValidate
      onSubmit={handleSubmit(onApply)}
    >
      {tenants ? (
        <SelectField label={t('support.tenant')} {...field('tenant')}>
          <option value="">{t('support.allTenants')}</option>
          {tenants.map((tenant) => (
            <option key={tenant} value={tenant}>
              {tenant}
            </option>
          ))}
        </SelectField>
      ) : (
        <FormField
          label={t('support.tenant')}
          hint={t('support.tenantHint')}
          autoComplete="off"
          {...field('tenant')}
        />
      )}
      <SelectField label={t('support.status')} {...field('status')}>
        {[...SUPPORT_STATUSES, 'all' as const].map((status) => (
          <option key={status} value={status}>
            {t(`support.statuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('support.assignee')} {...field('assignee')}>
        <option value="anyone">{t('support.assignees.anyone')}</option>
        <option value="me">{t('support.assignees.me')}</option>
        <option value="unassigned">{t('support.assignees.unassigned')}</option>
        {['anyone', 'me', 'unassigned'].includes(values.assignee) ? null : (
          <option value={values.assignee}>{t('support.assignees.member')}</option>
        )}
      </SelectField>
      <FormField
        label={t('support.olderThanDays')}
        inputMode="numeric"
        autoComplete="off"
        {...field('olderThanDays')}
      />
      <SubmitButton className="button button--primary">{t('support.apply')}</SubmitButton>
    </form>
  );
}

function formValuesOf(filters: SupportInboxFilters): FormValues {
  const status = filters.status as FormValues['status'];
  return {
    tenant: filters.tenant,
    status,
    assignee: filters.assignee,
    olderThanDays: filters.olderThanDays,
  };
}
