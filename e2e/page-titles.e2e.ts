// Journey (docs/accessibility/README.md): pages keep their title while the app hydrates them, and the signed-in user
// menu's name starts with what the button shows (WCAG 2.4.2 and 2.5.3). That each public page has
// a title of its own is checked page by page in public-site.e2e.ts.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccountPageAccessible, signInAsDemo } from './support/account-pages';
import { journeyFixtures } from './support/enrolment';

const fixtures = journeyFixtures();
const pages: Page[] = [];

afterAll(async () => {
  for (const page of pages) await page.context().close();
});

// From the first byte of each document: every change to the document records the title, once the
// server's <title> has been parsed (before that the head is simply not there yet).
function recordTitles() {
  const titles: string[] = [];
  (window as unknown as { titlesSeen: string[] }).titlesSeen = titles;
  const record = () => {
    if (titles.length > 0 || document.title !== '') titles.push(document.title);
  };
  new MutationObserver(record).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

const titlesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen);

/** Whether React has taken the page's <title> over: hydration has committed the head. */
const reactOwnsTitle = (page: Page) =>
  page.evaluate(() => {
    const title = document.querySelector('title');
    return title !== null && Object.keys(title).some((key) => key.startsWith('__react'));
  });

describe('the document title', () => {
  it.each([
    ['the sign-in page', 'default', '/login', /\| Crestline Learning$/],
    ['the first enrolment step', 'default', '/program', /\| Crestline Learning$/],
    ['a partner site’s first enrolment step', 'fhsu', '/program', /\| Fort Hays State University$/],
  ])('is never empty while %s hydrates', async (_label, tenant, path, title) => {
    const page = await (await fixtures.newContext()).newPage();
    pages.push(page);
    await page.addInitScript(recordTitles);
    await page.goto(fixtures.portal.url(tenant, path));
    await expect.poll(() => reactOwnsTitle(page)).toBe(true);
    const seen = await titlesSeen(page);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((t) => t === '')).toEqual([]);
    expect(await page.title()).toMatch(title);
  });
});

describe('the signed-in user menu', () => {
  it('is named first by the first name it shows, on the dashboard and a public page', async () => {
    const page = await fixtures.context.newPage();
    pages.push(page);
    await signInAsDemo(page, fixtures.portal.url('default', '/login'), 'student@demo.test');
    await page.waitForURL(/\/account\/dashboard$/);
    const trigger = page.locator('.user-menu__trigger');
    await trigger.waitFor();
    // What a sighted speech-input user reads on the button, and what they must be able to say.
    const shown = (await trigger.innerText()).replace('▾', '').trim();
    expect(shown).toBe('Sam');
    await page.getByRole('button', { name: /^Sam .*, account menu$/ }).waitFor();
    await expectAccountPageAccessible(page);

    // A public page, rendered once for every visitor, shows the same menu to a signed-in student.
    await page.goto(fixtures.portal.url('default', '/faq'));
    await page.getByRole('button', { name: /^Sam .*, account menu$/ }).waitFor();
    await expectAccountPageAccessible(page);
  });
});
