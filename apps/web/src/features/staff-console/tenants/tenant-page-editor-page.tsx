import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { homeFileSchema, type HomeContent } from '@portal/domain/content/page-content';
import { offeredLanguages } from '@portal/domain/i18n/languages';
import type { TenantPage } from '@portal/domain/staff/tenant-settings';
import { DEFAULT_TENANT_ID } from '@portal/domain/tenant/tenant-config';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { ListFailure } from '../shared/list-read';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { HomePageEditor } from './home-page-form';
import { PageJsonForm } from './page-json-form';
import { RevertPageDialog } from './revert-page-dialog';
import { useStaffTenant } from './staff-tenants-api';
import { useTenantPage } from './tenant-pages-api';

/**
 * /staff/tenants/:tenantId/pages/:name: one content page of a tenant, edited and published
 * (docs/tenant-editing.md "The pages"): the home page as a form beside its preview, any other as
 * its file's JSON; an own page of a tenant other than the default can be given back to the
 * default tenant's.
 */
export function TenantPageEditorPage({
  homePreview,
}: {
  /** The storefront's home page parts drawing a draft; the route gives them. */
  homePreview?: (content: HomeContent, siteName: string) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const { tenantId = '', name = '' } = useParams();
  return (
    <div className="page">
      <PageMeta title={t('tenants.pages.editorTitle', { id: tenantId, name })} />
      <p>
        <Link to={paths.staffTenantPages.href(tenantId)}>{t('tenants.pages.back')}</Link>
      </p>
      <StaffSignedIn>
        {() => <Editor tenantId={tenantId} name={name} homePreview={homePreview} />}
      </StaffSignedIn>
    </div>
  );
}

function Editor({
  tenantId,
  name,
  homePreview,
}: {
  tenantId: string;
  name: string;
  homePreview?: (content: HomeContent, siteName: string) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const read = useTenantPage(tenantId, name);
  const tenant = useStaffTenant(tenantId);
  const page = read.data;
  const siteName = tenant.data?.config.name ?? tenantId;
  return (
    <>
      <h1>{t('tenants.pages.editorHeading', { name, id: tenantId })}</h1>
      {!page && !read.error ? <p role="status">{t('tenants.pages.loadingPage')}</p> : null}
      <ListFailure id="tenant-page-failure" read={{ ...read, isPlaceholderData: false }} />
      {page ? (
        <>
          <p>
            {page.source === 'own'
              ? t('tenants.pages.ownPage', { revision: page.revision })
              : t('tenants.pages.defaultPage')}
          </p>
          {page.source === 'own' && tenantId !== DEFAULT_TENANT_ID ? (
            <RevertPageDialog key={`revert-${page.revision}`} tenantId={tenantId} page={page} />
          ) : null}
          {/* A new revision starts a new draft from what is now in force. */}
          <PageForm
            key={page.revision}
            tenantId={tenantId}
            page={page}
            offersSpanish={
              tenant.data ? offeredLanguages(tenant.data.config).includes('es') : false
            }
            onReload={() => void read.refetch()}
            homePreview={homePreview && ((content) => homePreview(content, siteName))}
          />
        </>
      ) : null}
    </>
  );
}

function PageForm({
  tenantId,
  page,
  offersSpanish,
  onReload,
  homePreview,
}: {
  tenantId: string;
  page: TenantPage;
  offersSpanish: boolean;
  onReload: () => void;
  homePreview?: (content: HomeContent) => ReactNode;
}) {
  const home = page.name === 'home' ? homeFileSchema.safeParse(page.content) : undefined;
  return home?.success ? (
    <HomePageEditor
      tenantId={tenantId}
      page={page}
      file={home.data}
      offersSpanish={offersSpanish}
      onReload={onReload}
      preview={homePreview}
    />
  ) : (
    <PageJsonForm tenantId={tenantId} page={page} onReload={onReload} />
  );
}
