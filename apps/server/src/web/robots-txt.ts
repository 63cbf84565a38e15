import { languagePrefix, offeredLanguages } from '@portal/domain/i18n/languages';
import { SIGNED_IN_HELP_SLUGS } from '@portal/domain/content/public-pages';
import type { SiteAtHost } from '../tenancy/tenant-registry';
import { PRIVATE_API_PREFIXES } from './api-prefixes';

// What search engines may crawl (docs/page-serving.md "Sitemap and robots.txt"). A crawler reads
// robots.txt at the root of a host only, so the main site's answers for the partner schools' sites
// under their base paths too.

/**
 * A site's pages behind sign-in or for staff: the account area, the enrolment steps after the
 * account is made, onboarding, the payment pages and a gateway's return to them, the password and
 * sign-in callback routes, the course launch, the staff console and the help-center articles open
 * to students only. The storefront, the catalog, sign-in, registration and the first enrolment
 * step are open: their pages ask to be indexed.
 */
const SIGNED_IN_AREAS = [
  '/account/',
  '/staff',
  '/enrollment/payment',
  '/onboarding/',
  '/payment',
  '/auth/',
  '/logout',
  '/moodle-sso/',
  ...SIGNED_IN_HELP_SLUGS.map((slug) => `/help-center/${slug}`),
];

/**
 * robots.txt for the sites at `origin`: every crawler may read their public pages and none their
 * signed-in areas or private APIs, in any of a site's languages, and each site's sitemap is named.
 */
export function robotsTxt(origin: string, sites: readonly SiteAtHost[]): string {
  const disallowed = sites.flatMap(({ tenant, basePath }) => {
    const offered = offeredLanguages(tenant.config);
    return [
      ...offered.flatMap((language) =>
        SIGNED_IN_AREAS.map((area) => `${basePath}${languagePrefix(language, offered)}${area}`),
      ),
      ...PRIVATE_API_PREFIXES.map((api) => `${basePath}${api}`),
    ];
  });
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    ...sites.map(({ basePath }) => `Sitemap: ${origin}${basePath}/sitemap.xml`),
    '',
  ].join('\n');
}
