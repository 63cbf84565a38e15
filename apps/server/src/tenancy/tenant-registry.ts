import {
  DEFAULT_TENANT_ID,
  type GlobalConfig,
  type TenantConfig,
} from '@portal/domain/tenant/tenant-config';
import {
  type Language,
  languageOfPath,
  languagePrefix,
  offeredLanguages,
} from '@portal/domain/i18n/languages';
import { firstPathSegment, hostNameOf, localhostTenantId } from './host-name';

/** A tenant folder as read and checked at start-up. */
export interface LoadedTenant {
  id: string;
  /** Absolute path of the tenant folder (its logo and content files live there). */
  dir: string;
  /** The normal config; apply `effectiveConfig` for the one in force at a given time. */
  config: TenantConfig;
  /** Names of the tenant's own content files (`content/<name>.json`), sorted. */
  contentNames: readonly string[];
  /** The parsed content files by name, placeholders not yet filled. */
  content: ReadonlyMap<string, unknown>;
  /**
   * Its pages were published in the console (docs/tenant-editing.md "Content pages"): they change
   * without a new build, so no browser may keep them for the build's lifetime.
   */
  contentPublished?: boolean;
  /**
   * A logo published in the console (docs/tenant-editing.md), served in place of the folder's
   * `logo.src` file: sanitised SVG or re-encoded WebP.
   */
  logo?: TenantLogo;
}

export interface TenantLogo {
  bytes: Buffer;
  type: 'image/svg+xml' | 'image/webp';
}

/**
 * The tenant a request is for, the base path its site is served under ('' or `/<slug>`), and the
 * language of the page asked for, by its address (docs/languages.md): `languagePath` is its
 * prefix after the base path ('' for the tenant's default language, else `/<language>`).
 */
export interface ResolvedTenant {
  tenant: LoadedTenant;
  basePath: string;
  language: Language;
  languagePath: string;
}

/** A site at a host: its tenant, and the base path of its addresses there ('' or `/<slug>`). */
export interface SiteAtHost {
  tenant: LoadedTenant;
  basePath: string;
}

export interface TenantRegistry {
  /** `tenants/global.json`, normal (not effective) version. */
  readonly global: GlobalConfig;
  /** Every tenant, sorted by id. */
  all(): readonly LoadedTenant[];
  get(id: string): LoadedTenant | undefined;
  /**
   * The tenant for a request (docs/architecture.md, decision 5), first match wins:
   * 1. a host name listed in a tenant's `hosts`;
   * 2. `<id>.localhost` with any port, for development;
   * 3. a partner slug as the first path segment, on any host, with basePath `/<slug>`;
   * 4. otherwise `default` with basePath ''.
   * The default tenant's own hosts (and `default.localhost`) do not stop at step 1 or 2: they are
   * the main site, where partner-school sites live under their slugs.
   */
  resolve(request: { host: string | undefined; path: string }): ResolvedTenant;
  /**
   * The sites served at a host, as `resolve` finds them: the one its name resolves to and, on the
   * main site (the default tenant's), every partner school's under its slug.
   */
  sitesAt(host: string | undefined): readonly SiteAtHost[];
  /** A content file of the tenant, or of `default` when the tenant has none of that name. */
  content(tenant: LoadedTenant, name: string): unknown;
  /** Whose content file `content` answers: the tenant, or `default` when the tenant has none. */
  contentOwner(tenant: LoadedTenant, name: string): LoadedTenant;
  /**
   * The absolute address of a page of the tenant's site, for links in mail: under PUBLIC_URL
   * when it is set (`<id>.` before its host for any tenant but `default`, as in development),
   * else on the tenant's first host, or the main site's under the tenant's partner slug; in
   * `language`, when given, one of the tenant's (its prefix after any base path, docs/languages.md
   * "Addresses"), else in its default language.
   */
  siteUrl(tenantId: string, path: string, language?: Language): string;
  /**
   * Puts a tenant in (a new one) or in place of the one with its id, as the staff console
   * publishes it (docs/tenant-editing.md). Every later lookup sees it; a request already holding
   * the old one finishes with it. The caller has checked it as `loadTenants` checks files.
   */
  put(tenant: LoadedTenant): void;
}

export { DEFAULT_TENANT_ID };

/**
 * Builds the lookup tables. Expects tenants already checked by `loadTenants` (unique ids, hosts
 * and slugs, a `default` tenant); it fails only when `default` is missing, since every
 * unmatched request needs it.
 */
export function createTenantRegistry(options: {
  tenants: readonly LoadedTenant[];
  global: GlobalConfig;
  /** Where this server is reached (PUBLIC_URL), when not on the tenants' own hosts. */
  publicUrl?: string;
}): TenantRegistry {
  // Rebuilt whole on every change (tenants change rarely; lookups are constant-time in between).
  let lookup = tenantLookup(options.tenants);
  // Tenants share the default tenant's content unless they write their own, so a new content file
  // needs adding once, not nineteen times.
  const contentOwner = (tenant: LoadedTenant, name: string): LoadedTenant =>
    tenant.content.has(name) ? tenant : lookup.fallback;

  const siteOf = (host: string | undefined, path: string) => {
    const { byHost, byHostTenantId, bySlug } = lookup;
    const hostName = hostNameOf(host);
    const byHostName = byHost.get(hostName);
    if (byHostName) return { tenant: byHostName, basePath: '' };
    const localId = localhostTenantId(hostName);
    const byLocalhost = localId === undefined ? undefined : byHostTenantId.get(localId);
    if (byLocalhost) return { tenant: byLocalhost, basePath: '' };
    // Exact, case-sensitive match: the base path must equal what the browser's router sees.
    const slug = firstPathSegment(path);
    const partner = bySlug.get(slug);
    if (partner) return { tenant: partner, basePath: `/${slug}` };
    return { tenant: lookup.fallback, basePath: '' };
  };

  return {
    global: options.global,
    all: () => lookup.tenants,
    get: (id) => lookup.byId.get(id),
    resolve({ host, path }) {
      const { tenant, basePath } = siteOf(host, path);
      const offered = offeredLanguages(tenant.config);
      const { language } = languageOfPath(path.slice(basePath.length) || '/', offered);
      return { tenant, basePath, language, languagePath: languagePrefix(language, offered) };
    },
    sitesAt(host) {
      const root = siteOf(host, '/');
      if (root.tenant !== lookup.fallback) return [root];
      return [
        root,
        ...[...lookup.bySlug].map(([slug, tenant]) => ({ tenant, basePath: `/${slug}` })),
      ];
    },
    siteUrl(tenantId, pagePath, language) {
      const tenant = lookup.byId.get(tenantId) ?? lookup.fallback;
      const offered = offeredLanguages(tenant.config);
      const path = `${language ? languagePrefix(language, offered) : ''}${pagePath}`;
      if (options.publicUrl) {
        const url = new URL(options.publicUrl);
        if (tenant.id !== DEFAULT_TENANT_ID) url.hostname = `${tenant.id}.${url.hostname}`;
        return `${url.origin}${path}`;
      }
      const host = tenant.config.hosts[0];
      if (host) return `https://${host}${path}`;
      const slug = tenant.config.partnerSlug ? `/${tenant.config.partnerSlug}` : '';
      return `https://${lookup.fallback.config.hosts[0] ?? 'localhost'}${slug}${path}`;
    },
    content: (tenant, name) => contentOwner(tenant, name).content.get(name),
    contentOwner,
    put(tenant) {
      lookup = tenantLookup([...lookup.tenants.filter((t) => t.id !== tenant.id), tenant]);
    },
  };
}

function tenantLookup(list: readonly LoadedTenant[]) {
  // Ids are lower-case letters, digits and hyphens, which sort alike by code point and by
  // localeCompare; the latter would load ICU's collation data into an idle process (about 2 MB,
  // docs/performance.md "The process's memory").
  const tenants = [...list].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byId = new Map(tenants.map((t) => [t.id, t]));
  const hostTenants = tenants.filter((t) => t.id !== DEFAULT_TENANT_ID);
  const fallback = byId.get(DEFAULT_TENANT_ID);
  if (!fallback) throw new Error(`No "${DEFAULT_TENANT_ID}" tenant`);
  return {
    tenants,
    byId,
    fallback,
    byHostTenantId: new Map(hostTenants.map((t) => [t.id, t])),
    byHost: new Map(hostTenants.flatMap((t) => t.config.hosts.map((h) => [h, t] as const))),
    bySlug: new Map(
      tenants.flatMap((t) => (t.config.partnerSlug ? [[t.config.partnerSlug, t] as const] : [])),
    ),
  };
}
