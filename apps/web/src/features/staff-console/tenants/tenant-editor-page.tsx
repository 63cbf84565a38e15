import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { ListFailure } from '../shared/list-read';
import { useStaffTenant } from './staff-tenants-api';
import { staffMay } from '@portal/domain/staff/staff-roles';
import { useStaffMe } from '../sign-in/get-staff-me';
import { ConfigFile } from './config-file';
import { LogoUpload } from './logo-upload';
import { TenantSettingsForm } from './tenant-settings-form';

/** /staff/tenants/:tenantId: a tenant's settings, edited and published (docs/tenant-editing.md). */
export function TenantEditorPage() {
  const { t } = useTranslation('staff');
  const { tenantId = '' } = useParams();
  return (
    <div className="page">
      <PageMeta title={t('tenants.editor.title', { id: tenantId })} />
      <p>
        <Link to={paths.staffTenants.href()}>{t('tenants.editor.back')}</Link>
      </p>
      <StaffSignedIn>{() => <Editor tenantId={tenantId} />}</StaffSignedIn>
    </div>
  );
}

function Editor({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const tenant = useStaffTenant(tenantId);
  const { data } = tenant;
  return (
    <>
      <h1>{data ? data.config.name : t('tenants.editor.heading', { id: tenantId })}</h1>
      {!data && !tenant.error ? <p role="status">{t('tenants.editor.loading')}</p> : null}
      <ListFailure id="tenant-failure" read={tenant} />
      {data ? (
        <>
          <p>
            {data.source === 'console'
              ? t('tenants.editor.published', {
                  revision: data.revision,
                  by: data.updatedBy,
                  at: new Date(data.updatedAt ?? '').toLocaleString(),
                })
              : t('tenants.editor.fromFiles')}
          </p>
          <p>
            <Link to={paths.staffTenantPages.href(tenantId)}>{t('tenants.editor.pagesLink')}</Link>
          </p>
          {/* A new revision starts a new draft from what is now in force. */}
          <TenantSettingsForm key={data.revision} tenant={data} onReload={() => tenant.refetch()} />
          <LogoUpload key={`logo-${data.revision}`} tenant={data} />
          <ConfigFile
            key={`file-${data.revision}`}
            tenant={data}
            mayImport={me.data ? staffMay(me.data.roles, 'create_tenants') : false}
          />
        </>
      ) : null}
    </>
  );
}
