import { useTranslation } from 'react-i18next';
import {
  tenantReasonSchema,
  type TenantPage,
  type TenantReason,
} from '@portal/domain/staff/tenant-settings';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/toasts';
import { ActionDialog, useActionDialog } from '../shared/action-dialog';
import { ReasonField } from '../shared/reason-field';
import { useRevertTenantPage } from './tenant-pages-api';

/**
 * "Return to the default tenant's page": confirms, asks why (kept in the audit log), and removes
 * the tenant's own version with the revision loaded, so the default tenant's is served again.
 */
export function RevertPageDialog({ tenantId, page }: { tenantId: string; page: TenantPage }) {
  const { t } = useTranslation('staff');
  const revert = useRevertTenantPage(tenantId, page.name);
  const form = useSchemaForm<TenantReason>(tenantReasonSchema, { reason: '' });
  const dialog = useActionDialog(revert, () => form.reset({ reason: '' }));
  const onSubmit = form.handleSubmit(({ reason }) =>
    revert.mutate(
      { revision: page.revision, reason },
      {
        onSuccess: (reverted) => {
          dialog.close();
          showToast.success(t('tenants.pages.reverted', { revision: reverted.revision }));
        },
        onError: (error) => applyFieldErrors<TenantReason>(error, ['reason'], form.setError),
      },
    ),
  );
  return (
    <ActionDialog
      id="tenant-page-revert"
      label={t('tenants.pages.revert')}
      description={t('tenants.pages.revertDescription', { name: page.name })}
      submitLabel={t('tenants.pages.revertSubmit')}
      {...dialog.props}
      onSubmit={(event) => void onSubmit(event)}
    >
      <ReasonField hint={t('tenants.editor.reasonHint')} {...form.field('reason')} />
    </ActionDialog>
  );
}
