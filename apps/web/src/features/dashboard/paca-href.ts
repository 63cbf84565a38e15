import type { STOREFRONT_PAGES } from '@portal/domain/content/public-pages';
import { useTenant } from '@/lib/app-services';
import { paths } from '@/lib/paths';

// The storefront page of docs/product/screens-and-routes.md (content/public-pages.ts serves it at /<name>).
const PACA_PAGE = `/${'paca' satisfies (typeof STOREFRONT_PAGES)[number]}`;

/**
 * Where "prior learning assessment" links: the public /paca page, or its help-center article on a
 * tenant that turned the page off (`pages.disabled`), where /paca shows not-found.
 */
export function usePacaHref(): string {
  const { config } = useTenant();
  return config.pages.disabled.includes(PACA_PAGE)
    ? paths.helpArticle.href('academics/paca')
    : PACA_PAGE;
}
