import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffMay } from '@portal/domain/staff/staff-roles';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { useStaffMe } from '../sign-in/get-staff-me';
import { ListFailure, listStatus } from '../shared/list-read';
import { CreateTenantDialog } from './create-tenant-dialog';
import { useStaffTenants } from './staff-tenants-api';

/**
 * /staff/tenants: the tenants a member edits (docs/tenant-editing.md), each with where its
 * settings come from; a provider administrator also creates tenants here.
 */
export function TenantsPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('tenants.title')} />
      <h1>{t('tenants.heading')}</h1>
      <StaffSignedIn>{() => <Tenants />}</StaffSignedIn>
    </div>
  );
}

function Tenants() {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const tenants = useStaffTenants();
  const list = tenants.data?.tenants;
  return (
    <>
      {me.data && staffMay(me.data.roles, 'create_tenants') ? <CreateTenantDialog /> : null}
      <p role="status" aria-live="polite">
        {listStatus(tenants, list?.length, {
          loading: t('tenants.loading'),
          empty: t('tenants.empty'),
          count: t('tenants.count', { count: list?.length ?? 0 }),
        })}
      </p>
      <ListFailure id="tenants-failure" read={tenants} />
      {list && list.length > 0 ? (
        <table className="staff-table">
          <caption className="visually-hidden">{t('tenants.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tenants.name')}</th>
              <th scope="col">{t('tenants.id')}</th>
              <th scope="col">{t('tenants.kind')}</th>
              <th scope="col">{t('tenants.hosts')}</th>
              <th scope="col">{t('tenants.source')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((tenant) => (
              <tr key={tenant.id}>
                <th scope="row">
                  <Link to={paths.staffTenant.href(tenant.id)}>{tenant.name}</Link>
                </th>
                <td>{tenant.id}</td>
                <td>{t(`tenants.kinds.${tenant.kind}`, { defaultValue: tenant.kind })}</td>
                <td>
                  {[
                    ...tenant.hosts,
                    ...(tenant.partnerSlug ? [`/${tenant.partnerSlug}`] : []),
                  ].join(', ') || t('tenants.noHosts')}
                </td>
                <td>
                  {tenant.source === 'console'
                    ? t('tenants.fromConsole', { revision: tenant.revision })
                    : t('tenants.fromFiles')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
