// Journey: a visitor reads the default tenant's site in Spanish by the header's switch, signs in
// and reads their dashboard in Spanish; the choice, kept on their account, follows them to a
// browser that asks for English; a browser that prefers Spanish is sent to the Spanish pages; an
// English-only tenant shows no switch (docs/languages.md). axe-core checks the Spanish pages.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccountPageAccessible } from './support/account-pages';
import { DEMO_PASSWORD, portalAndBrowser } from './support/portal-and-browser';

const running = portalAndBrowser();
const pages: Page[] = [];

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
});

async function newPage(locale = 'en-US'): Promise<Page> {
  const context = await running.browser.newContext({ locale });
  const page = await context.newPage();
  pages.push(page);
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function logIn(page: Page, email: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

describe('Spanish beside English', () => {
  it('switches a visitor to Spanish, signs them in in Spanish, and keeps the choice on their account', async () => {
    const page = await newPage();
    await page.goto(running.portal.url('default', '/login'));
    expect(await lang(page)).toBe('en-US');
    await page.getByRole('link', { name: 'Español' }).first().click();
    await page.waitForURL((url) => url.pathname === '/es/login');
    expect(await lang(page)).toBe('es-US');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await expectAccountPageAccessible(page);

    await logIn(page, 'student@demo.test');
    await page.waitForURL((url) => url.pathname === '/es/account/dashboard');
    await page.getByRole('heading', { name: 'Le damos la bienvenida, Sam' }).waitFor();
    await expectAccountPageAccessible(page);

    // Signed in, the switch keeps the choice on the account: English here, then Spanish again.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/account/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Español' }).click();
    await page.waitForURL((url) => url.pathname === '/es/account/dashboard');

    // Another browser, which asks for English and has no choice of its own: once signed in,
    // the account's Spanish wins.
    const elsewhere = await newPage('en-US');
    await elsewhere.goto(running.portal.url('default', '/login'));
    await elsewhere.getByLabel('Email').fill('student@demo.test');
    await elsewhere.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await elsewhere.getByRole('button', { name: 'Log in' }).click();
    await elsewhere.waitForURL((url) => url.pathname === '/es/account/dashboard');
    await elsewhere.getByRole('heading', { name: 'Le damos la bienvenida, Sam' }).waitFor();
    expect(await lang(elsewhere)).toBe('es-US');
  });

  it('sends a browser that prefers Spanish to the Spanish page, which names its English one', async () => {
    const page = await newPage('es-MX');
    await page.goto(running.portal.url('default', '/'));
    expect(pathOf(page)).toBe('/es/');
    expect(await lang(page)).toBe('es-US');
    await page.getByRole('heading', { name: 'Programas destacados' }).waitFor();
    const english = await page
      .locator('link[rel="alternate"][hreflang="en-US"]')
      .getAttribute('href');
    expect(new URL(english!).pathname).toBe('/');
    await expectAccountPageAccessible(page);
  });

  it('offers no switch on a tenant that offers English only', async () => {
    const page = await newPage('es-MX');
    await page.goto(running.portal.url('fhsu', '/login'));
    expect(pathOf(page)).toBe('/login');
    expect(await lang(page)).toBe('en-US');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.getByRole('link', { name: 'Español' }).count()).toBe(0);
  });
});
