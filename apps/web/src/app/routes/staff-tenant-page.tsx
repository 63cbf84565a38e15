import { HomeHero } from '@/features/home/components/home-hero';
import { KeyFacts } from '@/features/home/components/key-facts';
import { TrustSignals } from '@/features/home/components/trust-signals';
import { TenantPageEditorPage } from '@/features/staff-console/tenants/tenant-page-editor-page';

/**
 * A tenant's content page edited in the console (docs/tenant-editing.md "The pages"): the home
 * page's draft is previewed with the storefront's own hero, key facts and trust lines. The
 * pictures are this site's images of that name, and "Enrol now" is left out: both depend on the
 * site the page is served on.
 */
export function Component() {
  return (
    <TenantPageEditorPage
      homePreview={(content, siteName) => (
        <>
          <HomeHero content={content} lang="en" enrolHref={null} programsAnchor="programs" />
          <KeyFacts facts={content.keyFacts} siteName={siteName} lang="en" />
          <TrustSignals signals={content.trust} lang="en" />
        </>
      )}
    />
  );
}
