// Journey: a tenant whose home page is coming soon (metro-transit). A visitor sees only the
// coming-soon page, whatever storefront address they open (SPEC §2); a student of the tenant still
// signs in and reaches the dashboard.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';

const TENANT = 'metro-transit';
const DEMO_PASSWORD = 'Student#2026';

let portal: PortalServer;
let browser: Browser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('a tenant whose home page is coming soon', () => {
  it('shows a visitor only the coming-soon page on a storefront route', async () => {
    const page = await (await browser.newContext()).newPage();
    for (const path of ['/about', '/online-college-courses', '/enrollment/start']) {
      await page.goto(portal.url(TENANT, path));
      expect(new URL(page.url()).pathname, path).toBe('/');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/coming soon/i);
    }
    await page.context().close();
  });

  it('lets a student sign in from the coming-soon page and reach the dashboard', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(portal.url(TENANT, '/'));
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
