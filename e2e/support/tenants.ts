// The tenants of tenants/ as journeys see them: their configs, and pages whose address comes from
// the seeded catalogue (the same for every tenant, which sell different programs).
import { readdirSync, readFileSync } from 'node:fs';
import { CONTENT_PAGES, SIGNED_IN_HELP_SLUGS } from '@portal/domain/content/public-pages';
import { programSlug } from '@portal/domain/catalog/program-slug';
import { pageIsOn } from '@portal/domain/tenant/tenant-offer';
import { tenantConfigSchema, type TenantConfig } from '@portal/domain/tenant/tenant-config';
import type { PortalServer } from './portal-server';

const tenantsDir = new URL('../../tenants/', import.meta.url);

/** Every tenant folder's id: a new tenant is covered as soon as its folder is there. */
export const tenantIds = (): string[] =>
  readdirSync(tenantsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

export const configOf = (tenant: string): TenantConfig =>
  tenantConfigSchema.parse(
    JSON.parse(readFileSync(new URL(`${tenant}/config.json`, tenantsDir), 'utf8')),
  );

const SIGNED_IN_HELP = new Set<string>(SIGNED_IN_HELP_SLUGS.map((slug) => `/help-center/${slug}`));

/** The content pages (storefront, pathways, help center) a visitor can open on the tenant. */
export const publicContentPaths = (tenant: string): string[] =>
  CONTENT_PAGES.map((p) => p.path).filter(
    (path) => !SIGNED_IN_HELP.has(path) && pageIsOn(configOf(tenant), path),
  );

/** The catalogue's pages of one category: the category, a subcategory, a course, a search. */
export async function catalogPaths(portal: PortalServer): Promise<string[]> {
  const api = async (path: string) => (await fetch(portal.direct(path))).json();
  const [business] = await api('/catalog-api/categories');
  const category = await api(`/catalog-api/categories/${business.slug}`);
  return [
    '/online-college-courses',
    `/online-college-courses/${business.slug}`,
    `/online-college-courses/${business.slug}/subcategory/${category.subcategories[0].id}`,
    `/online-college-courses/${business.slug}/${category.products[0].id}`,
    '/online-college-courses?search=writing',
  ];
}

/** The page of the tenant's first program (a partner site's API answers under its slug). */
export async function programPath(portal: PortalServer, tenant: string): Promise<string> {
  const slug = configOf(tenant).partnerSlug;
  const api = portal.direct(
    `${slug ? `/${slug}` : ''}/organization-api/institutions/degree-programs`,
  );
  const [program] = (await (await fetch(api)).json()) as { name: string }[];
  return `/program/${programSlug(program!.name)}`;
}
