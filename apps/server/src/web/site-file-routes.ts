import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { indexedPagePaths, type SiteCatalog } from '@portal/domain/content/indexed-pages';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { getCategory, listCategories } from '../modules/catalog/get-category';
import { listTenantDegreePrograms } from '../modules/organization/list-tenant-degree-programs';
import type { TenantRegistry } from '../tenancy/tenant-registry';
import { siteAddressOf } from './language-addresses';
import { robotsTxt } from './robots-txt';
import type { PageServing } from './serve-spa';
import { siteMapXml } from './site-map';

/** The site's catalog as its pages read it: the categories' courses and the tenant's programs. */
async function siteCatalog(db: Database, config: TenantConfig): Promise<SiteCatalog> {
  const categories = await listCategories(db);
  const [details, programs] = await Promise.all([
    Promise.all(categories.map((category) => getCategory({ db, idOrSlug: String(category.id) }))),
    listTenantDegreePrograms({ db, config }),
  ]);
  return { categories, courses: details.flatMap((detail) => detail.products), programs };
}

/**
 * `GET /sitemap.xml` on each tenant's site and `GET /robots.txt` at each host
 * (docs/page-serving.md "Sitemap and robots.txt").
 */
export function registerSiteFileRoutes(
  app: FastifyInstance,
  options: { db: Database; tenants: TenantRegistry; pages: PageServing },
): void {
  const { db, tenants, pages } = options;
  const tags = ['site'];

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags,
        summary: "The site's indexed pages in every language it offers (sitemaps.org 0.9)",
        produces: ['application/xml'],
        response: { 200: z.string().describe('The sitemap') },
      },
    },
    async (request, reply) => {
      // One sitemap names every language: none under a language's prefix.
      if (request.tenant.languagePath !== '') throw new AppError('NOT_FOUND');
      const { id, config } = request.tenant;
      return pages.sendSiteFile(request, reply, {
        type: 'application/xml; charset=utf-8',
        make: async () => {
          const tenant = tenants.get(id);
          const paths = indexedPagePaths({
            config,
            catalog: await siteCatalog(db, config),
            hasContent: (name) =>
              tenant !== undefined && tenants.content(tenant, name) !== undefined,
          });
          return {
            body: siteMapXml(siteAddressOf(request), paths),
            // Forgotten with the catalog's pages when a new catalog version is published.
            reads: ['/catalog-api/', '/organization-api/'],
          };
        },
      });
    },
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        tags,
        summary: "What crawlers may read on this host's sites, and where their sitemaps are",
        produces: ['text/plain'],
        response: { 200: z.string().describe('robots.txt') },
      },
    },
    async (request, reply) => {
      // A crawler reads robots.txt at a host's root only; that one speaks for every site there.
      const { basePath, languagePath } = request.tenant;
      if (basePath !== '' || languagePath !== '') throw new AppError('NOT_FOUND');
      const { origin } = siteAddressOf(request);
      return reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(robotsTxt(origin, tenants.sitesAt(request.host)));
    },
  );
}
