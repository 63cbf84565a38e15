// Journey: a visitor reads the default tenant's site in Spanish by the header's switch, signs in
// and reads their dashboard in Spanish; the choice, kept on their account, follows them to a
// browser that asks for English; a browser that prefers Spanish is sent to the Spanish pages; an
// English-only tenant shows no switch (docs/languages.md). axe-core checks the Spanish pages.
// A Spanish-speaking learner goes the whole way on UIW's Spanish pages, from its home page to
// their receipt, and never meets an English sentence of the portal's (docs/languages.md "What is
// checked").
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { programSlug } from '@portal/domain/catalog/program-slug';
import { RECEIPT_WORDS } from '@portal/server/src/receipts/receipt-words';
import { expectAccountPageAccessible } from './support/account-pages';
import { downloadedBytes } from './support/browser';
import {
  choose,
  completeProfile,
  continueFromConfirmation,
  createAccount,
  expectAccessible,
  expectConfirmation,
  GOOD_CARD,
  newLearner,
  payByCard,
  startOrientation,
} from './support/enrolment';
import {
  englishIn,
  englishSentences,
  expectNoEnglish,
  wordPairs,
} from './support/english-sentences';
import { wordsIn } from './support/messages';
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

describe('a Spanish-speaking learner on UIW', () => {
  const t = wordsIn('es');
  // Every catalog entry on the way is written in Spanish (docs/languages.md "The catalog"), and so
  // are the names the order holds ("What an order holds"): no text on the way is English by design.

  /** A page reached on the way: its address is Spanish, and so is everything it says. */
  async function expectSpanish(page: Page, path: RegExp) {
    await page.waitForURL((url) => path.test(url.pathname));
    expect(new URL(page.url()).pathname).toMatch(/^\/es\//);
    expect(await lang(page)).toBe('es-US');
    await page.locator('h1').first().waitFor();
    await expectNoEnglish(page);
  }

  it('finds a program, enrols, pays and downloads a receipt, all in Spanish', async () => {
    const [program] = (await (
      await fetch(running.portal.direct('/uiw/organization-api/institutions/degree-programs'))
    ).json()) as { id: number; name: string; es: { name: string; description: string } }[];
    const spanish = program!.es;
    const courseNames = (
      (await (
        await fetch(running.portal.direct(`/uiw/catalog-api/degreeprograms/${program!.id}/courses`))
      ).json()) as { name: string; es: { name: string } }[]
    ).map((course) => course.es.name);
    const context = await running.browser.newContext({ locale: 'es-MX', bypassCSP: true });
    const page = await context.newPage();
    pages.push(page);
    const learner = newLearner('José', 'Nguyễn');

    await page.goto(running.portal.url('uiw', '/es/'));
    await expectSpanish(page, /^\/es\/$/);
    // The catalog's Spanish texts (docs/languages.md "The catalog"): the program is named and
    // described in Spanish, with no note that anything is shown in English.
    await page.getByRole('link', { name: spanish.name, exact: true }).click();
    await expectSpanish(page, new RegExp(`/program/${programSlug(program!.name)}$`));
    expect(await page.locator('h1').textContent()).toBe(spanish.name);
    expect(await page.locator('h1').getAttribute('lang')).toBeNull();
    await page.getByText(spanish.description, { exact: true }).waitFor();
    expect(await page.locator('.catalog__header .tenant-text-note').count()).toBe(0);
    await page
      .getByRole('link', { name: t('catalog:program.enrol') })
      .first()
      .click();

    await expectSpanish(page, /\/enrollment\/start$/);
    await choose(page, spanish.name);
    await expectSpanish(page, /\/enrollment\/account$/);
    await createAccount(page, learner);

    await expectSpanish(page, /\/enrollment\/payment$/);
    const pay = page.getByRole('button', { name: /^Pagar \$/ });
    const amount = (await pay.textContent())!.replace('Pagar ', '');
    await payByCard(page, GOOD_CARD.number, learner);
    // The order holds the program's Spanish name, which the confirmation shows.
    await expectConfirmation(page, {
      bought: spanish.name,
      amount,
      paidWith: t('enrollment:review.card', { brand: 'VISA', lastFour: '1111' }),
    });
    await expectNoEnglish(page);

    await continueFromConfirmation(page);
    await expectSpanish(page, /\/onboarding\/profile$/);
    // UIW asks its question in Spanish, without the note an English one would carry; the answer
    // chosen in Spanish is saved as its English option, or the server would refuse it.
    await page.getByLabel('¿Ha estudiado antes en UIW?').waitFor();
    expect(await page.getByText(t('common:tenantTextIn.en')).count()).toBe(0);
    await completeProfile(page, { '¿Ha estudiado antes en UIW?': { select: 'Sí' } });

    await expectSpanish(page, /\/onboarding\/courses$/);
    const courses = page.getByRole('checkbox');
    await courses.first().waitFor();
    // The program's courses by their Spanish names, none of them marked as English.
    const offered = await page.locator('.choice__name').allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((name) => !courseNames.includes(name))).toEqual([]);
    expect(await page.locator('.choice__name [lang="en"]').count()).toBe(0);
    await courses.nth(0).check();
    await page.getByRole('button', { name: t('onboarding:courses.submit') }).click();
    await expectSpanish(page, /\/onboarding\/success$/);
    await startOrientation(page, learner);
    await expectSpanish(page, /\/account\/dashboard$/);
    // The course chosen, by its Spanish name, on its card.
    await page.getByRole('article', { name: offered[0], exact: true }).waitFor();
    expect(await page.locator('.dashboard-card__name [lang="en"]').count()).toBe(0);
    await expectAccessible(page);

    await page.goto(running.portal.url('uiw', '/es/account/billing-preferences'));
    await expectSpanish(page, /\/account\/billing-preferences$/);
    // The plan by the Spanish name it kept when it started.
    expect(await page.locator('.billing__plan').textContent()).toContain('Plan mensual');
    const download = page.waitForEvent('download');
    const label = t('billing:history.downloadLabel').split('{{')[0]!;
    await page
      .getByRole('button', { name: new RegExp(`^${label}`) })
      .first()
      .click();
    const file = await downloadedBytes(await download);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file)), {
      mergePages: true,
    });
    // Every label of the receipt in Spanish: no English one of receipt-words.ts, each word counted.
    const receiptEnglish = englishSentences(wordPairs(RECEIPT_WORDS.en, RECEIPT_WORDS.es), 1);
    expect(englishIn(text, receiptEnglish)).toEqual([]);
    expect(text).toContain(RECEIPT_WORDS.es.billedTo);
    // The program by the Spanish name its order holds (a long name may wrap on the page).
    const lines = text.replace(/\s+/g, ' ');
    expect(lines).toContain(spanish.name);
    expect(lines).not.toContain(program!.name);
    // Billed to the learner by name; its Vietnamese letters wait for a font that holds them
    // (docs/languages.md "Not yet").
    expect(text).toContain('José Nguy');
  });
});
