import type { EnrollmentType } from '@portal/domain/enrollment/enrollment-type';
import type { PublicTenantConfig } from '@portal/domain/tenant/tenant-config';
import { pageIsOn } from '@portal/domain/tenant/tenant-offer';
import { enrolNowHref } from '@/lib/enrol-links';
import { paths, storefrontPaths } from '@/lib/paths';
import { isReachableLink } from './reachable-link';

export interface NavLink {
  to: string;
  /** Message id in the `shell` namespace. */
  labelKey: string;
  /**
   * Shown to visitors only: hidden before first paint when the signed-in hint is set
   * (docs/decisions/0014), until the app renders the signed-in header.
   */
  visitorOnly?: boolean;
}

/** docs/product/screens-and-routes.md "Chrome and behaviour": the user menu, in this order. */
export const USER_MENU_LINKS: readonly NavLink[] = [
  { to: paths.dashboard.href(), labelKey: 'userMenu.studentPortal' },
  { to: paths.billingPreferences.href(), labelKey: 'userMenu.billingPreferences' },
  { to: paths.accountSettings.href(), labelKey: 'userMenu.accountSettings' },
  { to: paths.transcripts.href(), labelKey: 'userMenu.transcripts' },
  { to: paths.supportRequest.href(), labelKey: 'userMenu.supportRequest' },
  { to: paths.logout.href(), labelKey: 'userMenu.logout' },
];

export function enrolNowRoute(type: EnrollmentType): string {
  return enrolNowHref(type);
}

/** The request-info lead form lives on the home page (a later storefront issue). */
export const REQUEST_INFO_ROUTE = paths.home.href('request-info');
export const HELP_CENTER_ROUTE = paths.helpCenter.href();

/**
 * The storefront's own pages (docs/storefront.md), leaving out those the tenant turned off: the header's
 * (catalog, pathways, schools; help comes with the visitor links) and the footer's.
 */
export function storefrontLinks(config: PublicTenantConfig): {
  header: NavLink[];
  footer: NavLink[];
} {
  const on = (link: NavLink) => pageIsOn(config, link.to) && isReachableLink(config, link.to);
  const pathways: NavLink[] =
    config.pathways?.length === 0
      ? []
      : [{ to: storefrontPaths.pathways(), labelKey: 'nav.pathways' }];
  return {
    header: [
      { to: paths.catalog.href(), labelKey: 'nav.catalog' },
      ...pathways,
      { to: paths.schools.href(), labelKey: 'nav.schools' },
    ].filter(on),
    footer: [
      { to: storefrontPaths.page('about'), labelKey: 'footer.about' },
      { to: storefrontPaths.page('how-it-works'), labelKey: 'footer.howItWorks' },
      { to: storefrontPaths.page('faq'), labelKey: 'footer.faq' },
      { to: storefrontPaths.page('paca'), labelKey: 'footer.paca' },
      { to: paths.schools.href(), labelKey: 'footer.schools' },
      { to: paths.catalog.href(), labelKey: 'footer.catalog' },
      ...pathways.map((link) => ({ ...link, labelKey: 'footer.pathways' })),
      { to: HELP_CENTER_ROUTE, labelKey: 'footer.helpCenter' },
      { to: paths.helpArticle.href('policies/privacy-policy'), labelKey: 'footer.privacy' },
      { to: paths.helpArticle.href('policies/accessibility'), labelKey: 'footer.accessibility' },
    ].filter(on),
  };
}
