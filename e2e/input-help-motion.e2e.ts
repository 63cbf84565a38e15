// WCAG 2.2 behaviours of docs/accessibility/keyboard-and-timing.md that no rule engine checks: sign-in takes pasted text and
// password managers (3.3.8), the help link keeps its place among the header's links on every
// page that has it (3.2.6), and nothing moves for a visitor who asks for reduced motion (2.3.3).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsDemo } from './support/account-pages';
import { journeyFixtures } from './support/enrolment';
import { DEMO_PASSWORD } from './support/portal-and-browser';
import { tabTo } from './support/keyboard';

const journey = journeyFixtures();

/**
 * The header's links in document order up to and including "Help Center", in the top bar and in
 * the hamburger menu (one of the two is shown, by width and page). Null when there is none.
 */
function linksUpToHelp(page: Page, where: 'top-bar' | 'menu'): Promise<string[] | null> {
  const selector = where === 'top-bar' ? '.site-header nav.top-bar a' : '.site-header dialog nav a';
  return page.locator(selector).evaluateAll((links) => {
    const names = links.map((a) => a.textContent?.trim() ?? '');
    const help = names.indexOf('Help Center');
    return help < 0 ? null : names.slice(0, help + 1);
  });
}

describe('sign-in (WCAG 3.3.8)', () => {
  it('names its fields for password managers and takes pasted text', async () => {
    const context = await journey.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto(journey.portal.url('default', '/login'));
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    expect(await email.getAttribute('autocomplete')).toBe('username');
    expect(await password.getAttribute('autocomplete')).toBe('current-password');
    expect(await password.getAttribute('type')).toBe('password');

    for (const [field, text] of [
      [email, 'student@demo.test'],
      [password, DEMO_PASSWORD],
    ] as const) {
      await page.evaluate((text) => navigator.clipboard.writeText(text), text);
      await tabTo(page, field);
      await page.keyboard.press('Control+V');
      expect(await field.inputValue()).toBe(text);
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/account\/dashboard$/);
    await context.close();
  });
});

describe('the help link (WCAG 3.2.6)', () => {
  it('comes after the same links in the header of every page that has it', async () => {
    const page = await (await journey.newContext()).newPage();
    const seen: Record<string, { topBar: string[] | null; menu: string[] | null }> = {};
    const visit = async (path: string) => {
      await page.goto(journey.portal.url('default', path));
      await page.locator('h1').first().waitFor();
      seen[path] = {
        topBar: await linksUpToHelp(page, 'top-bar'),
        menu: await linksUpToHelp(page, 'menu'),
      };
    };
    for (const path of ['/', '/catalog', '/login', '/help-center']) await visit(path);
    await signInAsDemo(page, journey.portal.url('default', '/login'), 'student@demo.test');
    for (const path of ['/account/dashboard', '/account/transcripts', '/account/settings'])
      await visit(path);

    const reference = seen['/']!.topBar;
    expect(reference).toEqual(['Courses', 'Pathways', 'Schools', 'Help Center']);
    for (const [path, links] of Object.entries(seen)) {
      expect(links, path).toEqual({ topBar: reference, menu: reference });
    }
    // The footer has it too, on every page.
    expect(
      await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).count(),
    ).toBe(1);
    await page.context().close();
  });
});

describe('reduced motion (WCAG 2.3.3)', () => {
  /** Elements whose transitions or animations last longer than nothing, as `tag.class Ns`. */
  const moving = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('*')).flatMap((el) => {
        const style = getComputedStyle(el);
        const seconds = (list: string) => Math.max(...list.split(',').map((d) => parseFloat(d)));
        const time = Math.max(seconds(style.transitionDuration), seconds(style.animationDuration));
        const animated = style.animationName !== 'none' || style.transitionProperty !== 'none';
        return animated && time > 0 ? [`${el.tagName.toLowerCase()}.${el.className} ${time}s`] : [];
      }),
    );

  it('stills the shrinking header and the toasts when the visitor asks', async () => {
    const page = await (await journey.newContext()).newPage();
    await page.goto(journey.portal.url('default', '/login'));
    // A toast on screen: a refused sign-in.
    await page.getByLabel('Email').fill('student@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2026x');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator('.toast').first().waitFor();
    // Without the preference the header's shrink is animated: the check below can fail.
    expect((await moving(page)).some((m) => m.includes('site-header__inner'))).toBe(true);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await moving(page)).toEqual([]);
    await page.context().close();
  });
});
