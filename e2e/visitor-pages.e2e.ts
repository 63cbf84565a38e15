// Journey: a visitor's public pages arrive as server HTML with a small script of their own
// (docs/decisions/0004), and everything on them still works: the hamburger, the shrinking header,
// the alert, course tabs and hash links. A signed-in student gets the whole app on the same pages.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, portalAndBrowser } from './support/portal-and-browser';

const PHONE = { width: 390, height: 844 };
// The budget for the home page's initial JavaScript (gzip); uncompressed is a stricter bound.
const INITIAL_JS_BUDGET_BYTES = 100 * 1024;

const running = portalAndBrowser();
let coursePath: string;

beforeAll(async () => {
  const api = async (path: string) => (await fetch(running.portal.direct(path))).json();
  const [business] = await api('/catalog-api/categories');
  const category = await api(`/catalog-api/categories/${business.slug}`);
  coursePath = `/online-college-courses/${business.slug}/${category.products[0].id}`;
});

async function newPage(viewport = PHONE): Promise<Page> {
  const context = await running.browser.newContext({ viewport });
  return context.newPage();
}

describe("a visitor's public page", () => {
  it('downloads a small script instead of the whole app', async () => {
    const page = await newPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => body.length));
      }
    });
    await page.goto(running.portal.url('default', '/'), { waitUntil: 'networkidle' });
    const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(INITIAL_JS_BUDGET_BYTES);
    await page.context().close();
  });

  it('opens the hamburger menu on a phone, and Escape closes it back onto its button', async () => {
    const page = await newPage();
    await page.goto(running.portal.url('default', '/faq'));
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Log In' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    // A link in the menu closes it and goes where it says.
    await button.click();
    await menu.getByRole('link', { name: 'Help Center' }).click();
    await page.waitForURL(/\/help-center$/);
    await page.context().close();
  });

  it('shows the top bar instead of the hamburger on a wide screen', async () => {
    const page = await newPage({ width: 1280, height: 800 });
    await page.goto(running.portal.url('default', '/faq'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Log In' })
      .waitFor();
    await expect(page.getByRole('button', { name: 'Open menu' }).isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  it('shrinks the header after 70 px of scrolling', async () => {
    const page = await newPage();
    await page.goto(running.portal.url('default', '/faq'));
    const header = page.locator('.site-header');
    await expect(header.getAttribute('data-compact')).resolves.toBe('false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForFunction(
      () => document.querySelector('.site-header')?.getAttribute('data-compact') === 'true',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () => document.querySelector('.site-header')?.getAttribute('data-compact') === 'false',
    );
    await page.context().close();
  });

  it('switches course tabs by click and by arrow keys', async () => {
    const page = await newPage();
    await page.goto(running.portal.url('default', coursePath));
    await page.getByRole('tab', { name: 'Grading Criteria' }).click();
    await page.getByRole('table', { name: 'How the course grade is made up' }).waitFor();
    await expect(page.getByRole('tabpanel').count()).resolves.toBe(1);
    await page.keyboard.press('ArrowLeft');
    const courseText = page.getByRole('tab', { name: 'Course Text' });
    await expect(courseText.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(courseText.evaluate((tab) => tab === document.activeElement)).resolves.toBe(true);
    await page.getByRole('table', { name: 'How the course grade is made up' }).waitFor({
      state: 'hidden',
    });
    await page.context().close();
  });

  it('keeps a dismissed alert hidden for the rest of the visit', async () => {
    const page = await newPage();
    await page.goto(running.portal.url('harborline', '/faq'));
    // Harborline's alert is of the ALERT kind, so it is announced with the alert role.
    const alert = page.getByRole('alert').filter({ hasText: 'access codes expire' });
    await alert.waitFor();
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await alert.waitFor({ state: 'detached' });
    await page.goto(running.portal.url('harborline', '/about'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(alert.count()).resolves.toBe(0);
    await page.context().close();
  });

  it('scrolls a hash link smoothly to its target, 100 px below the top', async () => {
    const page = await newPage({ width: 1280, height: 800 });
    await page.goto(running.portal.url('default', '/'), { waitUntil: 'networkidle' });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Request info' })
      .click();
    await page.waitForURL(/#request-info$/);
    // The scroll animates for a second; wait until the target settles 100 px from the top.
    await page.waitForFunction(() => {
      const top = document.getElementById('request-info')!.getBoundingClientRect().top;
      return Math.abs(top - 100) <= 1;
    });
    await page.context().close();
  });
});

describe('a signed-in student on a public page', () => {
  it('gets the whole app: their own header and menu', async () => {
    const page = await newPage({ width: 1280, height: 800 });
    await page.goto(running.portal.url('default', '/login'));
    await page.getByLabel('Email').fill('student@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/account\/dashboard$/);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(running.portal.url('default', '/faq'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Log Out' }).waitFor();
    await page.getByRole('button', { name: /, account menu$/ }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
