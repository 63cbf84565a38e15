// Journey: a tenant whose home page is coming soon (metro-transit). A visitor sees only the
// coming-soon page, whatever storefront address they open (docs/product/screens-and-routes.md); a student of the tenant still
// signs in and reaches the dashboard.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, portalAndBrowser } from './support/portal-and-browser';

const TENANT = 'metro-transit';

const running = portalAndBrowser();

describe('a tenant whose home page is coming soon', () => {
  it('shows a visitor only the coming-soon page on a storefront route', async () => {
    const page = await (await running.browser.newContext()).newPage();
    for (const path of ['/about', '/online-college-courses', '/enrollment/start']) {
      await page.goto(running.portal.url(TENANT, path));
      expect(new URL(page.url()).pathname, path).toBe('/');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/coming soon/i);
    }
    await page.context().close();
  });

  it('lets a student sign in from the coming-soon page and reach the dashboard', async () => {
    const page = await (await running.browser.newContext()).newPage();
    await page.goto(running.portal.url(TENANT, '/'));
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill('transit@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/account\/dashboard$/);
    await page.getByRole('heading', { name: 'Welcome, Tomas' }).waitFor();
    await page.context().close();
  });
});
