import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { ListFailure, listStatus } from '../shared/list-read';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { useStaffTenant } from './staff-tenants-api';
import { useTenantPages } from './tenant-pages-api';

/**
 * /staff/tenants/:tenantId/pages: every content page the tenant serves, each its own or taken
 * from the default tenant, opening its editor (docs/tenant-editing.md "The pages").
 */
export function TenantPagesPage() {
  const { t } = useTranslation('staff');
  const { tenantId = '' } = useParams();
  return (
    <div className="page">
      <PageMeta title={t('tenants.pages.title', { id: tenantId })} />
      <p>
        <Link to={paths.staffTenant.href(tenantId)}>{t('tenants.pages.backToTenant')}</Link>
      </p>
      <StaffSignedIn>{() => <Pages tenantId={tenantId} />}</StaffSignedIn>
    </div>
  );
}

function Pages({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('staff');
  const tenant = useStaffTenant(tenantId);
  const read = useTenantPages(tenantId);
  const pages = read.data?.pages;
  return (
    <>
      <h1>{t('tenants.pages.heading', { name: tenant.data?.config.name ?? tenantId })}</h1>
      <p className="form-field__hint">{t('tenants.pages.listIntro')}</p>
      <p role="status" aria-live="polite">
        {listStatus(read, pages?.length, {
          loading: t('tenants.pages.loading'),
          empty: t('tenants.pages.empty'),
          count: t('tenants.pages.count', {
            count: pages?.length ?? 0,
            own: pages?.filter((page) => page.source === 'own').length ?? 0,
          }),
        })}
      </p>
      <ListFailure id="tenant-pages-failure" read={read} />
      {pages && pages.length > 0 ? (
        <table className="staff-table">
          <caption className="visually-hidden">{t('tenants.pages.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tenants.pages.name')}</th>
              <th scope="col">{t('tenants.pages.source')}</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.name}>
                <th scope="row">
                  <Link to={paths.staffTenantPage.href(tenantId, page.name)}>{page.name}</Link>
                </th>
                <td>{t(`tenants.pages.sources.${page.source}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
