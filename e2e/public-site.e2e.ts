// Journey: a visitor of a partner school's site (fhsu) browses every public page of
// docs/product/screens-and-routes.md without signing in. Each page answers 200 with its own heading
// and title, logs no error, and axe-core finds nothing serious. The default tenant's public pages
// are checked the same way by the accessibility sweep, which loads each of them anyway
// (e2e/accessibility-sweep.e2e.ts).
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantConfigSchema, type GlobalValues } from '@portal/domain/tenant/tenant-config';
import { seriousViolations } from './support/axe';
import { expectAccessible } from './support/enrolment';
import { portalAndBrowser } from './support/portal-and-browser';
import { catalogPaths, programPath, publicContentPaths } from './support/tenants';

const TENANTS = new URL('../tenants/', import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, TENANTS), 'utf8'));
const GLOBAL_VALUES = readJson('global.json').values as GlobalValues;
const GLOBAL_SUPPORT = GLOBAL_VALUES.support as { phone: string; email: string };
/** The date of the last review: one value the statement and the conformance report both give. */
const REVIEWED = (GLOBAL_VALUES.accessibility as { reviewed: string }).reviewed;

/** The tenant's own support contact, or the global one it inherits. */
function support(values: GlobalValues | undefined, key: 'phone' | 'email'): string {
  const own = values?.support;
  const value = typeof own === 'object' ? own[key] : undefined;
  return typeof value === 'string' ? value : GLOBAL_SUPPORT[key];
}

const running = portalAndBrowser();
let context: BrowserContext;
let catalogPages: string[];

beforeAll(async () => {
  // axe is evaluated into the page; the portal's CSP rightly forbids that for anyone else.
  context = await running.browser.newContext({ bypassCSP: true });
  catalogPages = await catalogPaths(running.portal);
});

const programPage = (tenant: string) => programPath(running.portal, tenant);

// Each tenant's own pages: another tenant's pathways are not found there (docs/storefront.md).
const publicPaths = (tenant: string) => [
  '/',
  '/login',
  ...publicContentPaths(tenant),
  ...catalogPages,
];

async function visit(page: Page, url: string) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  return { status: response?.status(), errors };
}

describe('public pages of a partner school', () => {
  const tenant = 'fhsu';
  it('each renders its content, accessibly, with no error', async () => {
    const page = await context.newPage();
    const problems: string[] = [];
    const pathsByTitle = new Map<string, string[]>();
    for (const path of [...publicPaths(tenant), await programPage(tenant)]) {
      const { status, errors } = await visit(page, running.portal.url(tenant, path));
      const title = await page.title();
      pathsByTitle.set(title, [...(pathsByTitle.get(title) ?? []), path]);
      const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
      if (status !== 200) problems.push(`${path}: HTTP ${status}`);
      if (!heading || /couldn.t find/i.test(heading))
        problems.push(`${path}: heading "${heading}"`);
      if (errors.length > 0) problems.push(`${path}: console ${errors.join(' | ')}`);
      for (const v of await seriousViolations(page)) {
        problems.push(
          `${path}: axe ${v.impact} ${v.id} (${v.help}) at ${v.targets.slice(0, 2).join(', ')}`,
        );
      }
    }
    // Each page has a title of its own (WCAG 2.4.2): /paca and the help center's PACA article
    // once shared one.
    for (const [title, paths] of pathsByTitle) {
      if (paths.length > 1) problems.push(`title "${title}" on ${paths.join(', ')}`);
    }
    await page.close();
    expect(problems).toEqual([]);
  });
});

describe('crawlers', () => {
  it('get each public page as HTML with its title, description and content, no script needed', async () => {
    // Search results are deliberately noindex, so they are left out here.
    const indexable = [
      ...catalogPages.filter((path) => !path.includes('?search=')),
      await programPage('default'),
    ];
    for (const path of [
      '/',
      '/about',
      '/pathways/nursing',
      '/help-center/tutoring',
      ...indexable,
    ]) {
      const response = await fetch(running.portal.direct(path));
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(html, path).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(html, path).toMatch(/<meta[^>]+name="description"/);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
      expect(html, path).not.toMatch(/name="robots" content="noindex"/);
    }
  });

  it('find in the sitemap only pages that answer as indexed, each naming the translations the sitemap names', async () => {
    const xml = await (await fetch(running.portal.direct('/sitemap.xml'))).text();
    const pairs = (text: string, pattern: RegExp) =>
      [...text.matchAll(pattern)].map(([, hreflang, href]) => `${hreflang} ${href}`);
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(
      ([, loc, links]) => ({
        loc: loc!,
        alternates: pairs(
          links!,
          /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
        ),
      }),
    );
    // The default tenant's pages in English and Spanish: the catalog alone has more than a hundred.
    expect(urls.length).toBeGreaterThan(200);
    // One page of each kind in each language: what is listed is the domain's rule, tested there
    // page by page (indexed-pages.test.ts); here each kind of page must answer as listed.
    const kinds = new Map<string, (typeof urls)[number]>();
    for (const url of urls) {
      const path = new URL(url.loc).pathname;
      const [first, ...rest] = path
        .replace(/^\/es(?=\/)/, '')
        .split('/')
        .filter(Boolean);
      const kind = `${path.startsWith('/es/')} ${first} ${rest.length}`;
      if (!kinds.has(kind)) kinds.set(kind, url);
    }
    expect(kinds.size).toBeGreaterThan(20);
    for (const { loc, alternates } of kinds.values()) {
      const response = await fetch(loc);
      const html = await response.text();
      expect(response.status, loc).toBe(200);
      expect(html, loc).not.toMatch(/name="robots" content="noindex"/);
      expect(pairs(html, /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g), loc).toEqual(
        alternates,
      );
    }
  });

  it.each([
    '/no-such-page',
    // Ids no course can have (beyond the 32-bit column, or not a number) are pages not found too.
    '/online-college-courses/computer-science/2147483648',
    '/online-college-courses/computer-science/not-a-number',
  ])('get a 404 for an unknown path, marked noindex: %s', async (path) => {
    const response = await fetch(running.portal.direct(path));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/name="robots" content="noindex"/);
    expect(html).toMatch(/<h1[^>]*>We couldn&#x27;t find that page/);
  });
});

describe('redirects of docs/product/screens-and-routes.md', () => {
  it.each([
    ['/program/first-year', '/pathways/first-year'],
    ['/program/transfer', '/pathways/transfer-earned-admission'],
    ['/program/fresh-start', '/pathways/fresh-start'],
    ['/program/back-to-pack', '/pathways/back-to-the-pack'],
    ['/earnedadmission', '/pathways/earned-admission'],
    ['/privacy-policy', '/help-center/policies/privacy-policy'],
    ['/pathways/new-fhsu-students', '/pathways/new-fhsu-students/jump-start'],
    ['/pathways/returning-fhsu-students', '/pathways/returning-fhsu-students/bridge-back'],
  ])('%s lands on %s', async (from, to) => {
    const page = await context.newPage();
    await page.goto(running.portal.url('default', from));
    expect(new URL(page.url()).pathname).toBe(to);
    await page.locator('h1').first().waitFor();
    await page.close();
  });
});

describe('tenant set-ups', () => {
  it('a partner school site lives under its slug, with its own brand', async () => {
    const page = await context.newPage();
    await page.goto(running.portal.url('default', '/fhsu/pathways'));
    await page.getByRole('img', { name: 'Fort Hays State University' }).first().waitFor();
    // Links inside the site keep the partner's base path.
    expect(await page.locator('main a[href^="/fhsu/pathways/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href^="/pathways/"]').count()).toBe(0);
    await page.close();
  });

  it('support requests ask a visitor to sign in first', async () => {
    const page = await context.newPage();
    await page.goto(running.portal.url('default', '/help-center/support-request'));
    await page.waitForURL(/\/login\?redirect=%2Fhelp-center%2Fsupport-request/);
    await page.close();
  });
});

describe('request info', () => {
  it('checks the form with the catalogue messages, then sends it', async () => {
    const page = await context.newPage();
    await page.goto(running.portal.url('default', '/'));
    await page.getByRole('banner').getByRole('link', { name: 'Request info' }).click();
    const section = page.getByRole('region', { name: 'Request information' });
    const send = section.getByRole('button', { name: 'Request information' });
    // The page is server-rendered: a click before the app has hydrated it checks nothing, so the
    // empty form is sent until the app answers (sending it again changes nothing).
    await expect
      .poll(async () => {
        await send.click();
        return section.getByLabel('First name').getAttribute('aria-invalid');
      })
      .toBe('true');
    for (const field of ['First name', 'Last name', 'Email']) {
      await expect
        .poll(async () => section.getByLabel(field).getAttribute('aria-invalid'))
        .toBe('true');
    }
    await section.getByText('This field is required').first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'firstName',
    );

    await section.getByLabel('First name').fill('Jordan');
    await section.getByLabel('Last name').fill('Lee');
    await section.getByLabel('Email').fill('jordan.lee@example');
    await section.getByLabel(/Phone/).fill('555-0100');
    await send.click();
    await section.getByText('Please enter a valid email.').waitFor();
    await section.getByText('The phone number must contain 10 digits').waitFor();

    await section.getByLabel('Email').fill('jordan.lee@example.com');
    await section.getByLabel(/Phone/).fill('(555) 010-0100');
    await send.click();
    await section.getByText(/Your request has been sent/).waitFor();
    await page.close();
  });
});

// docs/accessibility/README.md: the statement names the site, the standard, how it is checked,
// what falls short, the site's own contact and the date of the last review (tenants/global.json,
// the conformance report's date too). Every tenant's statement is read by the server's test
// (apps/server/src/tenancy/accessibility-statement.test.ts); here the page as it shows, on a tenant
// that inherits the global contact and on one with a phone number of its own.
describe('the accessibility statement', () => {
  it.each(['default', 'fhsu'])(
    'of %s shows the standard, its contact and a review date',
    async (id) => {
      const config = tenantConfigSchema.parse(readJson(`${id}/config.json`));
      const phone = support(config.values, 'phone');
      const address = support(config.values, 'email');
      const page = await context.newPage();
      await page.goto(running.portal.url(id, '/help-center/policies/accessibility'));
      await page.getByRole('heading', { level: 1, name: 'Accessibility' }).waitFor();
      const main = page.getByRole('main');
      const text = (await main.innerText()).replace(/\s+/g, ' ');

      expect(text).toContain(config.name);
      expect(text).toContain('WCAG) 2.2 at level AA');
      await main.getByRole('heading', { level: 2, name: 'Known limitations' }).waitFor();
      const barrier = main.getByRole('region', { name: 'Report a barrier' });
      expect(await barrier.innerText()).toContain(phone);
      const email = barrier.getByRole('link', { name: `Email ${address}` });
      expect(await email.getAttribute('href')).toBe(`mailto:${address}`);
      expect(await main.getByRole('region', { name: 'Last review' }).innerText()).toContain(
        REVIEWED,
      );
      await expectAccessible(page);
      await page.close();
    },
  );
});
