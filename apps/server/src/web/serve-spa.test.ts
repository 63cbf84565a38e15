import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/test-server';
import type { TenantBootstrap } from '@portal/domain/tenant/tenant-bootstrap';
import type { ServerRenderer } from './server-render';

// Stand-ins for apps/web/dist with the markers the real Vite build has (see apps/web/index.html
// and islands.html): the whole app's page and the visitor page's.
const pageHtml = (
  script: string,
) => `<!doctype html><html><head><!--tenant-head--><title>Portal</title>
<link rel="stylesheet" crossorigin href="/assets/app-9z8y7x.css"></head>
<body><div id="root"><!--app-html--></div><script type="module" src="/assets/${script}"></script></body></html>`;

// A renderer like apps/web's: `/catalog` and a course's page are visitor pages served with
// islands, `/login` the app, anything else a page behind sign-in, titled as its page; the same
// under `/es` in Spanish.
const renderer: ServerRenderer = {
  render: async ({ url: address, bootstrap }) => {
    const { language } = bootstrap as TenantBootstrap;
    const url = language === 'es' ? address.replace(/^\/es(?=\/|$)/, '') : address;
    return url === '/catalog' || url === '/login' || url.startsWith('/online-college-courses/')
      ? {
          kind: 'page',
          status: 200,
          html: `<main>${url}</main>`,
          head: { title: url },
          state: {},
          islands: url !== '/login',
        }
      : { kind: 'shell', head: { title: `${url} | Crestline Learning`, robots: 'noindex' } };
  },
};

let server: TestServer;
let webDistDir: string;

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), 'portal-web-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'index.html'), pageHtml('app-1a2b3c.js'));
  await writeFile(path.join(webDistDir, 'islands.html'), pageHtml('islands-4d5e6f.js'));
  await writeFile(path.join(webDistDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  await writeFile(path.join(webDistDir, 'assets', 'app-9z8y7x.css'), 'body{margin:0}');
  server = await startTestServer({
    webDistDir,
    renderer,
    // A course provider elsewhere: launch forms post to it (docs/lti.md).
    ltiProviders: {
      ACROBATIQ: {
        version: '1.1',
        launchUrl: 'https://acrobatiq.example.com/lti/launch',
        consumerKey: 'portal',
        consumerSecret: 'not-a-real-secret-but-long',
      },
    },
  });
});
afterAll(async () => {
  await server.close();
  await rm(webDistDir, { recursive: true, force: true });
});

function bootstrapOf(html: string) {
  const match = html.match(
    /<script id="tenant-bootstrap" type="application\/json">(.*?)<\/script>/,
  );
  return JSON.parse(match![1]!);
}

describe('pages', () => {
  it('inject the tenant theme and bootstrap before first paint', async () => {
    const response = await server.request('/login', { tenant: 'fhsu' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    const fhsu = server.tenants.get('fhsu')!.config;
    expect(html).toContain(`--color-brand:${fhsu.theme.brand}`);
    const bootstrap = bootstrapOf(html);
    expect(bootstrap).toMatchObject({ tenantId: 'fhsu', basePath: '', buildVersion: 'test' });
    expect(bootstrap.config.phones).toEqual(fhsu.phones);
    expect(bootstrap.config).not.toHaveProperty('hosts');
  });

  it('tell the page the year by the server’s clock, a new one from the first moment of the year', async () => {
    server.clock.set(new Date('2031-12-31T23:59:59Z'));
    expect(bootstrapOf(await (await server.request('/catalog')).text()).year).toBe(2031);
    server.clock.set(new Date('2032-01-01T00:00:00Z'));
    expect(bootstrapOf(await (await server.request('/catalog')).text()).year).toBe(2032);
  });

  it('load the small islands script on visitor pages and the whole app elsewhere', async () => {
    const visitorPage = await (await server.request('/catalog')).text();
    expect(visitorPage).toContain('<main>/catalog</main>');
    expect(visitorPage).toContain('/assets/islands-4d5e6f.js');
    expect(visitorPage).not.toContain('/assets/app-1a2b3c.js');
    const appPage = await (await server.request('/login')).text();
    expect(appPage).toContain('<main>/login</main>');
    expect(appPage).toContain('/assets/app-1a2b3c.js');
    const behindSignIn = await (await server.request('/account/dashboard')).text();
    expect(behindSignIn).toContain('/assets/app-1a2b3c.js');
    expect(behindSignIn).not.toContain('page-state');
  });

  it('title a page behind sign-in as the page, never indexed, though only the browser fills it', async () => {
    const html = await (await server.request('/account/dashboard')).text();
    expect(html).toContain('<title data-ssr-head>/account/dashboard | Crestline Learning</title>');
    expect(html).toContain('<meta data-ssr-head name="robots" content="noindex">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('carry the stylesheet inline, so the first paint needs no other request', async () => {
    const html = await (await server.request('/')).text();
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('fill placeholders in the bootstrap config as /config/tenant.json does', async () => {
    const html = await (await server.request('/', { tenant: 'uiw' })).text();
    const fromPage = bootstrapOf(html).config;
    const fromConfig = await json(await server.request('/config/tenant.json', { tenant: 'uiw' }));
    expect(JSON.stringify(fromPage)).not.toContain('{$');
    expect(fromPage).toEqual(fromConfig);
  });

  it('serve a partner school under its slug base path', async () => {
    const html = await (await server.request('/fhsu/pathways', { tenant: 'default' })).text();
    expect(bootstrapOf(html)).toMatchObject({ tenantId: 'fhsu', basePath: '/fhsu' });
  });

  it('allow scripts only from the portal itself', async () => {
    const response = await server.request('/');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('let forms post only to the portal and its course providers', async () => {
    const csp = (await server.request('/account/dashboard')).headers.get('content-security-policy');
    expect(csp).toContain("form-action 'self' https://acrobatiq.example.com;");
  });

  it('go out compressed to clients that accept it', async () => {
    const response = await server.request('/login', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(await response.text()).toContain('tenant-bootstrap');
  });

  it('cache fingerprinted assets for a year and keep API misses as JSON', async () => {
    const asset = await server.request('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const head = await server.request('/assets/app-1a2b3c.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('javascript');
    const missing = await server.request('/assets/app-0000000.js');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      global: [expect.objectContaining({ code: 'NOT_FOUND' })],
    });
    const api = await server.request('/catalog-api/nothing');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});

describe('pages in the languages a tenant offers', () => {
  const manual = (init: RequestInit & { tenant?: string } = {}) =>
    ({ redirect: 'manual', ...init }) as RequestInit & { tenant?: string };
  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href}`,
    );

  it('answer a page under /es in Spanish, declared so, with its address in each language', async () => {
    const spanish = await server.request('/es/catalog');
    expect(spanish.status).toBe(200);
    const html = await spanish.text();
    expect(html).toContain('<html lang="es-US">');
    expect(html).toContain('<main>/catalog</main>');
    expect(bootstrapOf(html)).toMatchObject({ language: 'es', basePath: '' });
    const origin = server.baseUrl.replace('127.0.0.1', 'default.localhost');
    expect(alternates(html)).toEqual([
      `en-US ${origin}/catalog`,
      `es-US ${origin}/es/catalog`,
      `x-default ${origin}/catalog`,
    ]);
    const english = await (await server.request('/catalog')).text();
    expect(english).toContain('<html lang="en-US">');
    expect(bootstrapOf(english).language).toBe('en');
    // A page behind sign-in is never indexed, so it names no translations.
    expect(alternates(await (await server.request('/es/account/dashboard')).text())).toEqual([]);
  });

  it('send a browser that prefers Spanish to the Spanish page, unless its reader chose English', async () => {
    const preferred = await server.request(
      '/catalog?page=2',
      manual({ headers: { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' } }),
    );
    expect(preferred.status).toBe(302);
    expect(preferred.headers.get('location')).toBe('/es/catalog?page=2');
    expect(preferred.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    const chose = await server.request(
      '/catalog',
      manual({ headers: { 'Accept-Language': 'es', Cookie: 'portal_lang=en' } }),
    );
    expect(chose.status).toBe(200);
    expect(chose.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    // An address in a language is read in it, whatever the browser prefers.
    const asked = await server.request(
      '/es/catalog',
      manual({ headers: { 'Accept-Language': 'en' } }),
    );
    expect(asked.status).toBe(200);
    expect(asked.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('switch language by a plain link: the choice kept on this browser, the page in that language', async () => {
    const toSpanish = await server.request('/catalog?page=2&lang=es', manual());
    expect(toSpanish.status).toBe(303);
    expect(toSpanish.headers.get('location')).toBe('/es/catalog?page=2');
    expect(toSpanish.headers.get('set-cookie')).toBe(
      'portal_lang=es; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
    );
    const toEnglish = await server.request('/es/catalog?lang=en', manual());
    expect(toEnglish.headers.get('location')).toBe('/catalog');
    expect(toEnglish.headers.get('set-cookie')).toContain('portal_lang=en;');
    // A language the tenant does not offer switches nothing.
    const unknown = await server.request('/catalog?lang=fr', manual());
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('keep a tenant that offers English only in English, whatever the address or browser asks', async () => {
    const fhsu = await server.request(
      '/catalog?lang=es',
      manual({ tenant: 'fhsu', headers: { 'Accept-Language': 'es' } }),
    );
    expect(fhsu.status).toBe(200);
    const html = await fhsu.text();
    expect(html).toContain('<html lang="en-US">');
    expect(alternates(html)).toEqual([]);
    // Its /es is no language of its site: an address like any other, not found among its pages.
    const prefixed = await (await server.request('/es/catalog', { tenant: 'fhsu' })).text();
    expect(bootstrapOf(prefixed).language).toBe('en');
    expect(prefixed).not.toContain('<main>/catalog</main>');
  });
});

describe('the sitemap and robots.txt of each site', () => {
  const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  const XHTML = 'http://www.w3.org/1999/xhtml';
  // The server's types know no DOM: what the test reads of jsdom's XML parser.
  interface XmlElement {
    namespaceURI: string | null;
    textContent: string | null;
    getAttribute(name: string): string | null;
    getElementsByTagName(name: string): ArrayLike<XmlElement> & Iterable<XmlElement>;
    getElementsByTagNameNS(ns: string, name: string): ArrayLike<XmlElement> & Iterable<XmlElement>;
  }
  const { DOMParser } = new JSDOM('').window as unknown as {
    DOMParser: new () => {
      parseFromString(text: string, type: string): XmlElement & { documentElement: XmlElement };
    };
  };
  const originOf = (tenant: string) => server.baseUrl.replace('127.0.0.1', `${tenant}.localhost`);

  /** Each `<url>` of a sitemap, as its address and its alternates (`hreflang href`), read by an XML parser. */
  async function sitemap(path: string, tenant = 'default') {
    const response = await server.request(path, { tenant });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const document = new DOMParser().parseFromString(await response.text(), 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.namespaceURI).toBe(SITEMAP);
    const urls = [...document.getElementsByTagNameNS(SITEMAP, 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]!.textContent,
      alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      ),
    }));
    return { urls, locs: urls.map((url) => url.loc) };
  }

  const alternatesOfPage = async (path: string) =>
    [
      ...(await (await server.request(path)).text()).matchAll(
        /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g,
      ),
    ].map(([, hreflang, href]) => `${hreflang} ${href}`);

  it("list the default site's pages in English and Spanish, each naming both as its page does", async () => {
    const origin = originOf('default');
    const business = await json(await server.request('/catalog-api/categories/business'));
    const course = `/online-college-courses/business/${business.products[0].id}`;
    const program = '/program/associate-of-arts-in-general-studies';
    const { urls, locs } = await sitemap('/sitemap.xml');
    for (const path of ['/', course, program, '/about', '/help-center/tutoring']) {
      const english = `${origin}${path}`;
      const spanish = `${origin}/es${path}`;
      expect(locs).toContain(english);
      expect(locs).toContain(spanish);
      const expected = [`en-US ${english}`, `es-US ${spanish}`, `x-default ${english}`];
      expect(urls.find((url) => url.loc === english)!.alternates).toEqual(expected);
      expect(urls.find((url) => url.loc === spanish)!.alternates).toEqual(expected);
    }
    // The same addresses as the page's own head names.
    expect(await alternatesOfPage(`/es${course}`)).toEqual(
      urls.find((url) => url.loc === `${origin}${course}`)!.alternates,
    );
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('list only the pages a site has: its own programs and pathways, none it turned off or keeps behind sign-in', async () => {
    const { locs } = await sitemap('/sitemap.xml');
    const origin = originOf('default');
    // A program the default tenant does not sell, a partner's pathway, pages for students only.
    expect(locs).not.toContain(`${origin}/program/bachelor-of-general-studies`);
    expect(locs).not.toContain(`${origin}/pathways/new-fhsu-students/jump-start`);
    expect(locs).not.toContain(`${origin}/help-center/support-request`);
    const signedIn = /^\/(es\/)?(account|staff|enrollment|onboarding|login)\b/;
    expect(locs.filter((loc) => signedIn.test(loc!.slice(origin.length)))).toEqual([]);
    const northwind = (await sitemap('/sitemap.xml', 'northwind')).locs;
    expect(northwind).toContain(`${originOf('northwind')}/about`);
    expect(northwind).not.toContain(`${originOf('northwind')}/how-it-works`);
  });

  it('keep an English-only site in English: no Spanish address and no alternates', async () => {
    const origin = originOf('fhsu');
    const { urls, locs } = await sitemap('/sitemap.xml', 'fhsu');
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/program/bachelor-of-general-studies`);
    expect(locs).toContain(`${origin}/pathways/new-fhsu-students/jump-start`);
    expect(locs).not.toContain(`${origin}/program/associate-of-arts-in-general-studies`);
    expect(locs.filter((loc) => !loc!.startsWith(`${origin}/`))).toEqual([]);
    expect(locs.filter((loc) => loc!.includes('/es/'))).toEqual([]);
    expect(urls.flatMap((url) => url.alternates)).toEqual([]);
  });

  it("serve a partner school's sitemap under its base path, its addresses there", async () => {
    const origin = originOf('default');
    const { urls, locs } = await sitemap('/uiw/sitemap.xml');
    const program = '/program/bachelor-of-science-in-nursing-completion';
    expect(locs).toContain(`${origin}/uiw${program}`);
    expect(locs).toContain(`${origin}/uiw/es${program}`);
    expect(locs.filter((loc) => !loc!.startsWith(`${origin}/uiw/`))).toEqual([]);
    expect(urls.find((url) => url.loc === `${origin}/uiw${program}`)!.alternates).toContain(
      `x-default ${origin}/uiw${program}`,
    );
    // One sitemap per site, naming every language: none under a language's prefix.
    expect((await server.request('/es/sitemap.xml')).status).toBe(404);
  });

  it('answer the sitemap from memory, and not again to a client that holds it', async () => {
    const first = await server.request('/sitemap.xml', { headers: { 'Accept-Encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    const again = await server.request('/sitemap.xml', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it("let crawlers read the public site, not the signed-in areas, and name each site's sitemap", async () => {
    const origin = originOf('default');
    const response = await server.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/account/', '/es/account/', '/staff', '/onboarding/', '/user-api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The partner schools' sites under the main host, whose root robots.txt is the one read.
    expect(lines).toContain('Disallow: /uiw/es/account/');
    expect(lines).toContain('Disallow: /fhsu/account/');
    expect(lines).not.toContain('Disallow: /fhsu/es/account/');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${origin}/uiw/sitemap.xml`);
    expect(
      lines.filter((line) => /^Disallow: \/(online-college-courses|program|about)/.test(line)),
    ).toEqual([]);

    const fhsu = (await (await server.request('/robots.txt', { tenant: 'fhsu' })).text()).split(
      '\n',
    );
    expect(fhsu).toContain('Disallow: /account/');
    expect(fhsu.filter((line) => line.startsWith('Sitemap:'))).toEqual([
      `Sitemap: ${originOf('fhsu')}/sitemap.xml`,
    ]);
    expect(fhsu.filter((line) => line.includes('/es/'))).toEqual([]);
    expect((await server.request('/uiw/robots.txt')).status).toBe(404);
  });
});
