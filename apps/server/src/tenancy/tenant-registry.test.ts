import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@portal/domain/i18n/languages';
import { loadTenants } from './load-tenants';
import { createTenantRegistry, type TenantRegistry } from './tenant-registry';

const TENANTS_DIR = fileURLToPath(new URL('../../../../tenants', import.meta.url));

let registry: TenantRegistry;
beforeAll(async () => {
  registry = await loadTenants({ dir: TENANTS_DIR });
});

describe('TenantRegistry.resolve', () => {
  it.each<[string, string | undefined, string, string, string]>([
    ['a configured host', 'fhsu.crestline.example', '/', 'fhsu', ''],
    [
      'a configured host in capitals with a port',
      'FHSU.Crestline.Example:443',
      '/about',
      'fhsu',
      '',
    ],
    ['a custom domain', 'learn.bluestem.example', '/', 'bluestem', ''],
    ['<id>.localhost with a port', 'uiw.localhost:3000', '/', 'uiw', ''],
    [
      '<id>.localhost of a tenant without a slug',
      'davita.localhost:5173',
      '/account/dashboard',
      'davita',
      '',
    ],
    [
      'a partner slug path on localhost',
      'localhost:3000',
      '/fhsu/pathways/new-fhsu-students',
      'fhsu',
      '/fhsu',
    ],
    ['a bare partner slug path', 'localhost:3000', '/ridgeview', 'ridgeview', '/ridgeview'],
    ['a partner slug path with a query', 'www.example.org', '/uiw?ref=mail', 'uiw', '/uiw'],
    [
      'a partner slug path on an unknown .localhost',
      'nobody.localhost:3000',
      '/uiw/faq',
      'uiw',
      '/uiw',
    ],
    ['a host before a slug', 'fhsu.localhost:3000', '/uiw/faq', 'fhsu', ''],
    ['a slug match is exact', 'localhost:3000', '/FHSU/faq', 'default', ''],
    ['a slug only as the first segment', 'localhost:3000', '/pathways/fhsu', 'default', ''],
    ['a slug prefix is not a slug', 'localhost:3000', '/fhsu-news', 'default', ''],
    ['an unknown host', 'elsewhere.example.com', '/', 'default', ''],
    ['a missing Host header', undefined, '/', 'default', ''],
    ['the default host', 'portal.crestline.example', '/', 'default', ''],
    ["a slug on the default tenant's host", 'portal.crestline.example', '/uiw/faq', 'uiw', '/uiw'],
    ['a slug on default.localhost', 'default.localhost:3000', '/fhsu', 'fhsu', '/fhsu'],
    ['default.localhost', 'default.localhost:3000', '/about', 'default', ''],
  ])('%s: %s %s -> %s %s', (_label, host, path, id, basePath) => {
    const resolved = registry.resolve({ host, path });
    expect(resolved.tenant.id).toBe(id);
    expect(resolved.basePath).toBe(basePath);
  });
});

describe('TenantRegistry.sitesAt', () => {
  const sites = (host: string | undefined) =>
    registry.sitesAt(host).map(({ tenant, basePath }) => `${tenant.id} ${basePath}`);

  it.each([
    ['the main host', 'portal.crestline.example'],
    ['an unknown host', 'elsewhere.example.com'],
    ['default.localhost', 'default.localhost:3000'],
  ])("serves the default site and each partner's under its slug at %s", (_label, host) => {
    expect(sites(host)).toEqual([
      'default ',
      'bluestem /bluestem',
      'fhsu /fhsu',
      'ridgeview /ridgeview',
      'uiw /uiw',
    ]);
  });

  it("serves only the tenant's own site at its host", () => {
    expect(sites('fhsu.crestline.example')).toEqual(['fhsu ']);
    expect(sites('uiw.localhost:3000')).toEqual(['uiw ']);
  });
});

describe('TenantRegistry.content', () => {
  it("uses the tenant's own file, falling back to the default tenant's", () => {
    const fhsu = registry.get('fhsu')!;
    expect(registry.content(fhsu, 'home')).toMatchObject({
      headline: expect.stringContaining('Fort Hays'),
    });
    const withoutHome = { ...fhsu, content: new Map<string, unknown>() };
    expect(registry.content(withoutHome, 'home')).toEqual(
      registry.get('default')!.content.get('home'),
    );
    expect(registry.content(fhsu, 'no-such-page')).toBeUndefined();
  });
});

describe('TenantRegistry.siteUrl', () => {
  it("links to each tenant's first host, or the main site under its slug", () => {
    expect(registry.siteUrl('fhsu', '/auth/password-reset/abc')).toBe(
      'https://fhsu.crestline.example/auth/password-reset/abc',
    );
    expect(registry.siteUrl('default', '/account/billing-preferences')).toBe(
      'https://portal.crestline.example/account/billing-preferences',
    );
    // A partner school without a host of its own lives under its slug on the main site.
    const hostless = createTenantRegistry({
      global: registry.global,
      tenants: registry
        .all()
        .map((t) => (t.id === 'fhsu' ? { ...t, config: { ...t.config, hosts: [] } } : t)),
    });
    expect(hostless.siteUrl('fhsu', '/faq')).toBe('https://portal.crestline.example/fhsu/faq');
  });

  it('links under PUBLIC_URL when it is set, each tenant but default at <id>. before its host', async () => {
    const local = await loadTenants({ dir: TENANTS_DIR, publicUrl: 'http://localhost:3000' });
    expect(local.siteUrl('default', '/login')).toBe('http://localhost:3000/login');
    expect(local.siteUrl('fhsu', '/login')).toBe('http://fhsu.localhost:3000/login');
    // Such a link opens the tenant it was written for.
    expect(local.resolve({ host: 'fhsu.localhost:3000', path: '/login' }).tenant.id).toBe('fhsu');
  });

  it("links in a language: its prefix after the partner's slug, none for the default language", () => {
    expect(registry.siteUrl('default', '/account/billing-preferences', 'es')).toBe(
      'https://portal.crestline.example/es/account/billing-preferences',
    );
    expect(registry.siteUrl('default', '/login', 'en')).toBe(
      'https://portal.crestline.example/login',
    );
    const spanishPartner = createTenantRegistry({
      global: registry.global,
      tenants: registry.all().map((t) =>
        t.id === 'fhsu'
          ? {
              ...t,
              config: { ...t.config, hosts: [], languages: ['en', 'es'] satisfies Language[] },
            }
          : t,
      ),
    });
    expect(spanishPartner.siteUrl('fhsu', '/faq', 'es')).toBe(
      'https://portal.crestline.example/fhsu/es/faq',
    );
  });
});
