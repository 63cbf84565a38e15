// Journey (docs/accessibility/themes.md): a page's title is its own from the first paint, while
// the app hydrates it, behind sign-in and from one page to the next; the signed-in user menu's
// name starts with what the button shows (WCAG 2.4.2 and 2.5.3). That each public page has a title
// of its own is checked page by page in public-site.e2e.ts.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccountPageAccessible, signInAsDemo } from './support/account-pages';
import { journeyFixtures } from './support/enrolment';

const fixtures = journeyFixtures();
const pages: Page[] = [];

afterAll(async () => {
  for (const page of pages) await page.context().close();
});

// From the first byte of each document, every value document.title takes: each DOM change (the
// parser's, React's) and each write to document.title. The document has no title until the
// parser reaches the server's <title>, so recording starts there.
function recordTitles() {
  const titles: string[] = [];
  (window as unknown as { titlesSeen: string[] }).titlesSeen = titles;
  const record = () => {
    if (document.title !== (titles.at(-1) ?? '')) titles.push(document.title);
  };
  const title = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
  Object.defineProperty(Document.prototype, 'title', {
    ...title,
    set(this: Document, value: string) {
      title.set!.call(this, value);
      record();
    },
  });
  new MutationObserver(record).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

const titlesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen);

/** Records from here on, starting with the title the page has now. */
const restartTitles = (page: Page) =>
  page.evaluate(() => {
    const titles = (window as unknown as { titlesSeen: string[] }).titlesSeen;
    titles.splice(0, titles.length, document.title);
  });

/** Whether React has taken the page's <title> over: the app has committed the page's head. */
const reactOwnsTitle = (page: Page) =>
  page.evaluate(() => {
    const title = document.querySelector('title');
    return title !== null && Object.keys(title).some((key) => key.startsWith('__react'));
  });

/** A page opened from the address bar: its title from the first paint to the app's own. */
async function titlesOfPageLoad(
  page: Page,
  url: string,
  heading: string | RegExp,
): Promise<string[]> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expect.poll(() => reactOwnsTitle(page)).toBe(true);
  return titlesSeen(page);
}

describe('the document title', () => {
  it.each([
    ['the sign-in page', 'default', '/login', 'Log in', 'Log in | Crestline Learning'],
    [
      'the first enrolment step',
      'default',
      '/program',
      'Choose your program',
      'Choose your program | Crestline Learning',
    ],
    [
      'a partner site’s first enrolment step',
      'fhsu',
      '/program',
      'Choose your program',
      'Choose your program | Fort Hays State University',
    ],
  ])(
    'is the page’s own from the first paint while %s hydrates',
    async (_label, tenant, path, heading, title) => {
      const page = await (await fixtures.newContext()).newPage();
      pages.push(page);
      await page.addInitScript(recordTitles);
      expect(await titlesOfPageLoad(page, fixtures.portal.url(tenant, path), heading)).toEqual([
        title,
      ]);
    },
  );

  it('is each page’s own from the first paint for a signed-in student, and across navigation', async () => {
    const page = await (await fixtures.newContext()).newPage();
    pages.push(page);
    await signInAsDemo(page, fixtures.portal.url('default', '/login'), 'student@demo.test');
    await page.waitForURL(/\/account\/dashboard$/);
    await page.addInitScript(recordTitles);
    const url = (path: string) => fixtures.portal.url('default', path);

    // A public page and the catalog, server-rendered and hydrated by the whole app; a page behind
    // sign-in, which the server cannot render (only the browser knows the student).
    expect(await titlesOfPageLoad(page, url('/faq'), 'Frequently asked questions')).toEqual([
      'Frequently asked questions | Crestline Learning',
    ]);
    expect(
      await titlesOfPageLoad(page, url('/online-college-courses'), 'Online college courses'),
    ).toEqual(['Online college courses | Crestline Learning']);
    expect(await titlesOfPageLoad(page, url('/account/dashboard'), /^Welcome/)).toEqual([
      'Dashboard | Crestline Learning',
    ]);

    // From one page to the next in the app: straight from one title to the other.
    await restartTitles(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Billing Preferences' }).click();
    await page.getByRole('heading', { level: 1, name: 'Billing preferences' }).waitFor();
    expect(await titlesSeen(page)).toEqual([
      'Dashboard | Crestline Learning',
      'Billing preferences | Crestline Learning',
    ]);

    // A help-center page open to students only, titled by its (public) content.
    expect(await titlesOfPageLoad(page, url('/help-center/well-connect'), 'Well Connect')).toEqual([
      'Well Connect – Help Center | Crestline Learning',
    ]);
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
