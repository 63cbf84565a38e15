// Journey (docs/page-serving.md): a signed-in student opens public pages, which the server renders once for
// every visitor (docs/decisions/0014). No frame shows the visitor's header, nothing logs an error,
// the sign-in and account-creation pages hydrate cleanly, a typed /logout says one thing, a new
// account's first pages log no 404, the menu offers "Log Out" once, and the coming-soon tenant's
// header and footer links all lead to real pages.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsDemo } from './support/account-pages';
import { createAccount, newLearner } from './support/enrolment';
import { portalAndBrowser } from './support/portal-and-browser';

const running = portalAndBrowser();

// From the first byte of each document, every animation frame and every change to the page checks
// whether a visitor's part of the header (Log In, Enrol Now, Request Info, the public phone
// number) is on screen; what it sees is kept across the page's life for the test to read.
function watchForVisitorHeader() {
  const seen: string[] = [];
  (window as unknown as { visitorHeaderSeen: string[] }).visitorHeaderSeen = seen;
  const check = () => {
    const parts = document.querySelectorAll<HTMLElement>(
      '.site-header .visitor-only, .site-header a[href$="/login"]',
    );
    for (const part of Array.from(parts)) {
      const box = part.getBoundingClientRect();
      const style = getComputedStyle(part);
      if (box.width > 0 && box.height > 0 && style.visibility !== 'hidden') {
        seen.push(`${location.pathname}: ${part.textContent?.trim()}`);
      }
    }
  };
  const frame = () => {
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
  });
}

interface Watched {
  page: Page;
  errors: string[];
}

async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return { page, errors };
}

const visitorHeaderSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { visitorHeaderSeen: string[] }).visitorHeaderSeen);

// A student of the default tenant at both widths (the header's visitor parts differ between
// them), and of two partner schools, one at each width: their headers are the same component
// with another theme and another onboarding mode (README "Demo accounts").
const STUDENTS = [
  ['default', 'student@demo.test', 320],
  ['default', 'student@demo.test', 1280],
  ['fhsu', 'selective.student@demo.test', 1280],
  ['harborline', 'prepaid.student@demo.test', 320],
] as const;

async function coursePath(): Promise<string> {
  const api = async (path: string) => (await fetch(running.portal.direct(path))).json();
  const [business] = await api('/catalog-api/categories');
  const category = await api(`/catalog-api/categories/${business.slug}`);
  return `/online-college-courses/${business.slug}/${category.products[0].id}`;
}

describe('a signed-in student', () => {
  it.each(STUDENTS)(
    'of %s (%s) never sees the visitor header at %i px, and no page logs an error',
    async (tenant, email, width) => {
      const context = await running.browser.newContext({ viewport: { width, height: 800 } });
      const { page, errors } = await watchedPage(context);
      await signInAsDemo(page, running.portal.url(tenant, '/login'), email);
      await page.waitForLoadState('networkidle');
      await context.addInitScript(watchForVisitorHeader);
      const seen: string[] = [];
      for (const path of ['/', '/online-college-courses', await coursePath()]) {
        await page.goto(running.portal.url(tenant, path), { waitUntil: 'networkidle' });
        // The app has drawn the student's header: the visitor's is gone for good.
        await page
          .locator('.site-header a[href$="/logout"]')
          .first()
          .waitFor({ state: 'attached' });
        seen.push(...(await visitorHeaderSeen(page)));
      }
      expect(seen).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('a visitor', () => {
  it('sees the visitor header (what the watch above looks for is there)', async () => {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(watchForVisitorHeader);
    const page = await context.newPage();
    await page.goto(running.portal.url('default', '/'), { waitUntil: 'networkidle' });
    expect(await visitorHeaderSeen(page)).toContain('/: Log In');
    await context.close();
  });
});

describe('a signed-in student', () => {
  it('opens the sign-in and account-creation pages with no hydration error', async () => {
    const context = await running.browser.newContext();
    const { page, errors } = await watchedPage(context);
    await signInAsDemo(page, running.portal.url('default', '/login'), 'student@demo.test');
    await page.waitForLoadState('networkidle');
    for (const path of ['/login', '/enrollment/account']) {
      await page.goto(running.portal.url('default', path), { waitUntil: 'networkidle' });
    }
    await signInAsDemo(page, running.portal.url('davita', '/login'), 'assessment@demo.test');
    await page.waitForLoadState('networkidle');
    await page.goto(running.portal.url('davita', '/assessment-account-creation'), {
      waitUntil: 'networkidle',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sees only "You have successfully logged out." after typing /logout', async () => {
    const context = await running.browser.newContext();
    const { page, errors } = await watchedPage(context);
    await signInAsDemo(page, running.portal.url('default', '/login'), 'student@demo.test');
    await page.waitForLoadState('networkidle');
    await page.goto(running.portal.url('default', '/logout'));
    await page.getByText('You have successfully logged out.', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    // Anything else would be said on an answer from the server: once the network is quiet, all
    // that will be said has been. The toast's copy for screen readers goes after a moment; the
    // message then stays once.
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByText('You have successfully logged out.').count()).toBe(1);
    expect(await page.getByText('Your session was expired', { exact: false }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds "Log Out" once in the menu', async () => {
    const context = await running.browser.newContext({ viewport: { width: 320, height: 800 } });
    const page = await context.newPage();
    await signInAsDemo(page, running.portal.url('default', '/login'), 'student@demo.test');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Help Center' }).waitFor();
    await expect(menu.getByRole('link', { name: /log out/i }).count()).resolves.toBe(1);
    await context.close();
  });
});

describe('a new account', () => {
  it('logs no 404 for the order and membership it does not have yet', async () => {
    const context = await running.browser.newContext();
    const { page, errors } = await watchedPage(context);
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
    });
    await page.goto(running.portal.url('default', '/enrollment/account'));
    await createAccount(page, newLearner('Nova'));
    await page.waitForURL(/\/enrollment\/payment$/);
    await page.waitForLoadState('networkidle');
    expect(notFound).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the coming-soon tenant', () => {
  it('has header and footer links that all lead to real pages', async () => {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(running.portal.url('metro-transit', '/'));
    const hrefs = await page
      .locator('.site-header a[href], footer a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const broken: string[] = [];
    for (const href of new Set(hrefs)) {
      const url = new URL(href);
      if (url.protocol !== 'http:') continue;
      const target = await context.newPage();
      const response = await target.goto(href, { waitUntil: 'domcontentloaded' });
      const heading = (await target.locator('h1').first().textContent())?.trim() ?? '';
      // A link that lands back on the coming-soon page (or on "not found") leads nowhere.
      const landed = new URL(target.url()).pathname;
      if (response?.status() !== 200 || /couldn.t find/i.test(heading))
        broken.push(`${url.pathname}: ${response?.status()} "${heading}"`);
      else if (url.pathname !== '/' && landed === '/') broken.push(`${url.pathname}: back home`);
      await target.close();
    }
    expect(broken).toEqual([]);
    await context.close();
  });
});
