import { comingSoonSendsHome } from '@portal/domain/permissions/coming-soon';
import type { PublicTenantConfig } from '@portal/domain/tenant/tenant-config';
import { tenantRouting } from '@/lib/tenant-routing';

/**
 * Whether a link of the header or footer leads to its page. While the home page is coming soon,
 * docs/product/screens-and-routes.md sends every other storefront route home, so the chrome does not offer those links
 * (docs/page-serving.md: every link of the coming-soon site leads somewhere real).
 */
export function isReachableLink(config: PublicTenantConfig, to: string): boolean {
  if (config.pages.home !== 'coming-soon') return true;
  const path = to.split(/[?#]/)[0] || '/';
  return path === '/' || !comingSoonSendsHome(path, tenantRouting(config).routeMap);
}
