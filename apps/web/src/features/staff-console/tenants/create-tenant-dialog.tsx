import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormField, SelectField, TextAreaField } from '@/components/form-field';
import { serverFieldErrors, serverFieldMessages } from '@/lib/forms/apply-field-errors';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { ActionDialog, useActionDialog } from '../shared/action-dialog';
import { useCreateTenant } from './staff-tenants-api';

const KINDS = ['school', 'employer', 'institution', 'provider'] as const;
const EMPTY = {
  id: '',
  name: '',
  kind: 'school' as (typeof KINDS)[number],
  hosts: '',
  partnerSlug: '',
  reason: '',
};

/** The server's own words for each field it refused (the tenant checks), by field name. */
const fieldMessages = (error: unknown) =>
  new Map(
    serverFieldMessages(error).map(({ field, message }) => [field.split('.')[0] ?? field, message]),
  );

/**
 * A new tenant (docs/tenant-editing.md "A new tenant"): its id, name, kind, host names and partner
 * slug, and the reason the audit log keeps. It starts with the default tenant's settings; once
 * created, its editor opens.
 */
export function CreateTenantDialog() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const create = useCreateTenant();
  const [form, setForm] = useState(EMPTY);
  const dialog = useActionDialog(
    create,
    () => setForm(EMPTY),
    (error) => serverFieldErrors(error).length > 0,
  );
  const refused = fieldMessages(create.error);
  const set = (name: keyof typeof EMPTY) => (value: string) =>
    setForm((now) => ({ ...now, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        id: form.id.trim(),
        name: form.name.trim(),
        kind: form.kind,
        hosts: form.hosts
          .split(',')
          .map((host) => host.trim())
          .filter((host) => host !== ''),
        ...(form.partnerSlug.trim() ? { partnerSlug: form.partnerSlug.trim() } : {}),
        reason: form.reason,
      },
      {
        onSuccess: (created) => {
          dialog.close();
          showToast.success(t('tenants.created', { name: created.config.name }));
          void navigate(paths.staffTenant.href(created.id));
        },
      },
    );
  };

  return (
    <ActionDialog
      id="create-tenant"
      label={t('tenants.create')}
      description={t('tenants.createDescription')}
      submitLabel={t('tenants.createSubmit')}
      onSubmit={submit}
      {...dialog.props}
    >
      <FormField
        label={t('tenants.id')}
        hint={t('tenants.idHint')}
        value={form.id}
        onChange={(event) => set('id')(event.target.value)}
        error={refused.get('id')}
        required
      />
      <FormField
        label={t('tenants.name')}
        value={form.name}
        onChange={(event) => set('name')(event.target.value)}
        error={refused.get('name')}
        required
      />
      <SelectField
        label={t('tenants.kind')}
        value={form.kind}
        onChange={(event) => set('kind')(event.target.value)}
      >
        {KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`tenants.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <FormField
        label={t('tenants.hosts')}
        hint={t('tenants.hostsHint')}
        value={form.hosts}
        onChange={(event) => set('hosts')(event.target.value)}
        error={refused.get('hosts')}
      />
      <FormField
        label={t('tenants.partnerSlug')}
        hint={t('tenants.partnerSlugHint')}
        value={form.partnerSlug}
        onChange={(event) => set('partnerSlug')(event.target.value)}
        error={refused.get('partnerSlug')}
      />
      <TextAreaField
        label={t('actions.reason')}
        value={form.reason}
        onChange={(event) => set('reason')(event.target.value)}
        error={refused.get('reason')}
        required
      />
    </ActionDialog>
  );
}
