// Journeys with the keyboard alone in the account area (docs/accessibility/keyboard-and-timing.md), as the demo student: sign
// in (through the skip link and a failed submit), open a course at its provider, move between
// pages with the user menu and the hamburger menu (focus returns to each opener when it closes),
// switch to Spanish from the menu, then send a transcript and change the password in Spanish,
// with the toasts announced while the focus stays. The Spanish steps find each control by the
// name the Spanish message files give it, and meet no English sentence (docs/languages.md).
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { journeyFixtures } from './support/enrolment';
import { expectNoEnglish } from './support/english-sentences';
import { wordsIn } from './support/messages';
import { DEMO_PASSWORD } from './support/portal-and-browser';
import {
  expectFocusOnHeading,
  expectFocusShown,
  keyboard,
  press,
  tabTo,
  toggle,
  typeInto,
} from './support/keyboard';

const journey = journeyFixtures();
/** The Spanish words the steps after the switch look for. */
const t = wordsIn('es');
let page: Page;
const titles = new Set<string>();

afterAll(async () => page?.context().close());

const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** The page's title is its own: no two pages of the journey share one (WCAG 2.4.2). */
async function expectOwnTitle() {
  const title = await page.title();
  expect(titles.has(title), `"${title}" is the title of another page too`).toBe(false);
  titles.add(title);
}

/** Opens the user menu from its button, arrows down to `item` and follows it. */
async function followUserMenu(item: string, heading: string) {
  await press(page, page.getByRole('button', { name: /^Sam/ }));
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const target = menu.getByRole('menuitem', { name: item });
  // Each item the arrow keys pass shows the focus ring, not only a fill (WCAG 2.4.7, 1.4.11).
  await expectFocusShown(page);
  for (let i = 0; i < 8 && !(await hasFocus(target)); i += 1) {
    await page.keyboard.press('ArrowDown');
    await expectFocusShown(page);
  }
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, heading);
  await expectOwnTitle();
}

/**
 * A toast says `message` through a status region while the focus stays out of it, on `focused`
 * when given (WCAG 4.1.3): it is announced, not focused.
 */
async function expectToastAnnounced(message: string, focused?: Locator) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (message) =>
            Array.from(document.querySelectorAll('[role="status"][aria-live]')).some(
              (region) =>
                region.getAttribute('aria-live') !== 'off' &&
                (region.textContent ?? '').includes(message),
            ),
          message,
        ),
      { interval: 50 },
    )
    .toBe(true);
  await page.getByText(message).first().waitFor();
  expect(await page.evaluate(() => document.activeElement?.closest('.toast-viewport'))).toBeNull();
  if (focused) expect(await hasFocus(focused)).toBe(true);
}

describe('the account area with the keyboard alone', () => {
  it('signs in through the skip link and a failed submit, landing on the dashboard heading', async () => {
    page = await (await journey.newContext()).newPage();
    await page.goto(journey.portal.url('default', '/login'));
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await expectOwnTitle();

    // The first Tab shows the skip link; Enter moves the focus to the main content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await hasFocus(skip)).toBe(true);
    await expectFocusShown(page);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    // An empty submit puts the focus on the first field in error.
    await press(page, page.getByRole('button', { name: 'Log in' }));
    const email = page.getByLabel('Email');
    await expect.poll(() => hasFocus(email)).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    await typeInto(page, email, 'student@demo.test');
    await typeInto(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/account\/dashboard$/);
    await expectFocusOnHeading(page, 'Welcome, Sam');
    await expectOwnTitle();
  });

  it('returns the focus to the user menu and the hamburger menu when they close', async () => {
    const trigger = page.getByRole('button', { name: /^Sam/ });
    await press(page, trigger);
    await page.getByRole('menu').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'menuitem',
    );
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(trigger)).toBe(true);

    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await press(page, hamburger);
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    // A modal: Tab goes round its own controls (and the browser's, shown as the document) and
    // never to the page behind.
    for (let i = 0; i < 16; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () =>
          document.activeElement === document.body ||
          document.activeElement?.closest('dialog') !== null,
      );
      expect(inside).toBe(true);
      await expectFocusShown(page);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(hamburger)).toBe(true);
  });

  it('opens a course at its provider and comes back', async () => {
    await press(
      page,
      page.getByRole('button', { name: /^(Start|Resume) Programming Fundamentals$/ }),
    );
    await page.waitForURL(/\/demo-course-tool\/sessions\//);
    await page.getByRole('heading', { level: 1, name: 'Programming Fundamentals' }).waitFor();
    await press(page, page.getByRole('link', { name: 'Back to your dashboard' }));
    await page.waitForURL(/\/account\/dashboard$/);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Sam' }).waitFor();
  });

  it('switches to Spanish from the menu, and the account area follows on the Spanish addresses', async () => {
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await press(page, hamburger);
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    await press(page, dialog.getByRole('link', { name: 'Español' }));
    await page.waitForURL((url) => url.pathname === '/es/account/dashboard');
    await page
      .getByRole('heading', { level: 1, name: t('dashboard:heading', { firstName: 'Sam' }) })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
    await expectOwnTitle();
  });

  it('sends a transcript, told in a status message while the focus stays', async () => {
    await followUserMenu(t('shell:userMenu.transcripts'), t('transcripts:heading'));
    await expectNoEnglish(page);
    const courses = page.getByRole('region', { name: t('transcripts:courses.heading') });
    await toggle(
      page,
      courses.getByRole('checkbox', {
        name: t('transcripts:courses.choose', { name: 'Orientación para estudiantes' }),
      }),
    );
    await keyboard.check(
      courses.getByRole('radio', {
        name: t('transcripts:send.targetInstitution', { name: 'Fort Hays State University' }),
      }),
    );
    const send = courses.getByRole('button', { name: t('transcripts:send.submit') });
    await press(page, send);
    await page
      .getByRole('region', { name: t('transcripts:history.heading') })
      .getByRole('listitem', {
        name: t('transcripts:history.to', { name: 'Fort Hays State University' }),
      })
      .waitFor();
    await expectToastAnnounced(t('transcripts:send.sent'));
    await expectFocusShown(page);
    await expectNoEnglish(page);
  });

  it('tabs to the last link of the footer while the toast shows, and the toast leaves it in sight', async () => {
    // At 320 px the toast takes the window's whole width, where it used to cover the footer's
    // last links for its 4 s (WCAG 2.4.11); every Tab stop on the way is checked uncovered too.
    await page.setViewportSize({ width: 320, height: 720 });
    const toast = page.locator('.toast').first();
    await toast.waitFor();
    // The pointer rests on the toast, which holds it (as it would for a reader), so that the walk
    // is not a race with its 4 s on a slow machine; the focus is what the test moves.
    await toast.hover();
    const last = page.getByRole('contentinfo').getByRole('link').last();
    await tabTo(page, last);
    expect(await toast.isVisible(), 'the toast went before the focus got there').toBe(true);
    const [link, shown] = await Promise.all([last.boundingBox(), toast.boundingBox()]);
    const apart = link!.y + link!.height <= shown!.y || shown!.y + shown!.height <= link!.y;
    expect(apart, `the toast at ${JSON.stringify(shown)} covers ${JSON.stringify(link)}`).toBe(
      true,
    );
    await expectFocusShown(page);
    await page.mouse.move(0, 0);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect.poll(() => page.locator('.toast').count(), { timeout: 15_000 }).toBe(0);
  });

  it('changes the password: a failed submit first, then a toast that does not take the focus', async () => {
    await followUserMenu(t('shell:userMenu.accountSettings'), t('account:settings.heading'));
    await expectNoEnglish(page);
    const submit = page.getByRole('button', { name: t('auth:changePassword.submit') });
    await press(page, submit);
    const current = page.getByLabel(t('auth:changePassword.current'));
    await expect.poll(() => hasFocus(current)).toBe(true);

    await typeInto(page, current, DEMO_PASSWORD);
    await typeInto(
      page,
      page.getByLabel(t('auth:newPassword.label'), { exact: true }),
      'Student#2027',
    );
    await typeInto(page, page.getByLabel(t('auth:newPassword.again')), 'Student#2027');
    await press(page, submit);
    await expectToastAnnounced(t('auth:changePassword.done'), submit);
    await expectNoEnglish(page);
  });
});
