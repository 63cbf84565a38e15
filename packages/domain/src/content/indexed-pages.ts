import { programSlug } from '../catalog/program-slug';
import { comingSoonSendsHome } from '../permissions/coming-soon';
import { anonymousFacts } from '../permissions/held-permissions';
import { guardRoute } from '../permissions/route-guard';
import { ROUTE_PATHS as R } from '../permissions/route-paths';
import { routingFor } from '../permissions/tenant-routing';
import type { TenantConfig } from '../tenant/tenant-config';
import { pageIsOn } from '../tenant/tenant-offer';
import { contentFileOf, VISITOR_CONTENT_PATHS } from './public-pages';

// The pages of a tenant's site that search engines are asked to index (docs/page-serving.md
// "Sitemap and robots.txt"): each page the site shows a visitor whose head does not say noindex.

type SiteConfig = Pick<
  TenantConfig,
  'pages' | 'pathways' | 'enrollmentType' | 'routeMap' | 'permissions'
>;

/** The site's catalog as its APIs answer it: the same for every language of the site. */
export interface SiteCatalog {
  /** The top categories, each with its subcategories. */
  categories: readonly {
    id: number;
    slug: string;
    description: string;
    subcategories: readonly { id: number; description: string }[];
  }[];
  /** The courses the categories' pages list. */
  courses: readonly { id: number; categoryId: number | null; description: string }[];
  /** The tenant's own programs (`offeredPrograms`), as its program pages find them. */
  programs: readonly { name: string; description: string }[];
}

/** A route's address with its parameters filled, as the web app's links fill it (lib/paths.ts). */
const fill = (pattern: string, params: Record<string, string | number> = {}) =>
  pattern.replace(/\/:(\w+)\??/g, (_, name: string) =>
    params[name] === undefined ? '' : `/${encodeURIComponent(String(params[name]))}`,
  );

/**
 * The paths (after any base path and language prefix) of the site's indexed pages: the home page,
 * the catalog with its categories, subcategories and courses, the tenant's programs, and the
 * content pages a visitor may open (storefront, pathways, help center) whose file exists
 * (`hasContent`). A page is listed only as the site shows it to a visitor: on for the tenant
 * (`pageIsOn`), public under its route map, not sent home while the site is coming soon, and,
 * as a page's head says noindex without a description (PageMeta), with one. A program's page is
 * found by its name's slug, so two programs of one name have one page.
 */
export function indexedPagePaths(options: {
  config: SiteConfig;
  catalog: SiteCatalog;
  hasContent: (name: string) => boolean;
}): string[] {
  const { config, catalog, hasContent } = options;
  const described = (entry: { description: string }) => entry.description.trim() !== '';
  const slugOf = new Map<number, string>();
  for (const category of catalog.categories) {
    slugOf.set(category.id, category.slug);
    for (const sub of category.subcategories) slugOf.set(sub.id, category.slug);
  }
  const candidates = [
    R.home,
    fill(R.catalog),
    ...catalog.categories.flatMap((category) => [
      ...(described(category) ? [fill(R.catalog, { categoryName: category.slug })] : []),
      ...category.subcategories
        .filter(described)
        .map((sub) => fill(R.subcategory, { categoryName: category.slug, subCategoryId: sub.id })),
    ]),
    ...catalog.courses.flatMap((course) => {
      const slug = course.categoryId === null ? undefined : slugOf.get(course.categoryId);
      return slug !== undefined && described(course)
        ? [fill(R.course, { categoryName: slug, productId: course.id })]
        : [];
    }),
    ...catalog.programs
      .filter(described)
      .map((program) => fill(R.program, { slug: programSlug(program.name) })),
    ...VISITOR_CONTENT_PATHS.filter((path) => hasContent(contentFileOf(path)!)),
  ];
  const routing = routingFor(config);
  const facts = anonymousFacts(config.enrollmentType);
  const comingSoon = config.pages.home === 'coming-soon';
  const shown = (path: string) =>
    pageIsOn(config, path) &&
    guardRoute({ path, facts, ...routing }).kind === 'allow' &&
    !(comingSoon && comingSoonSendsHome(path, routing.routeMap));
  return [...new Set(candidates)].filter(shown);
}
