// Journey (WCAG 2.2.1, docs/accessibility/keyboard-and-timing.md): before a signed-in session ends for inactivity the student is
// warned in an alert dialog that takes the focus and says how long is left; "Stay signed in"
// refreshes the tokens and gives the focus back; ignored, the warning turns into "You have been
// signed out". Here the session ends 40 s after its last refresh and the warning comes 10 s before
// (REFRESH_TOKEN_TTL_SECONDS, SESSION_WARNING_SECONDS), instead of 30 days and 2 minutes; the
// page's clock is moved forward instead of waited for (the server's stays real: the refresh is
// made well inside its 40 s, and the dashboard has 27 s to load before the first step, which a
// loaded machine once took more than 7 of).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsDemo } from './support/account-pages';
import { journeyFixtures } from './support/enrolment';
import { expectFocusOnHeading, press, tabTo } from './support/keyboard';

const journey = journeyFixtures({ REFRESH_TOKEN_TTL_SECONDS: '40', SESSION_WARNING_SECONDS: '10' });

/** How long, on the page's clock, until the session's refresh token runs out. */
const untilSessionEnds = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith(':auth'));
    // The session as apps/web/src/lib/storage.ts keeps it, in a versioned envelope.
    const stored = JSON.parse(localStorage.getItem(key!)!) as {
      data: { refreshExpiresAt: number };
    };
    return stored.data.refreshExpiresAt - Date.now();
  });

describe('the inactivity timeout', () => {
  it('warns, extends on request, and signs out with a message when ignored', async () => {
    const context = await journey.newContext();
    await context.clock.install();
    const page = await context.newPage();
    await signInAsDemo(page, journey.portal.url('default', '/login'), 'student@demo.test');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Sam' }).waitFor();
    const opener = page.getByRole('button', { name: /^Sam/ });
    await tabTo(page, opener);

    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    // Not before its time, 10 s before the end: 3 s before it, none; then it comes.
    await page.clock.fastForward((await untilSessionEnds(page)) - 13_000);
    expect(await warning.isVisible()).toBe(false);
    await page.clock.fastForward(3_500);
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/signed out in \d+ seconds?/);
    const stay = warning.getByRole('button', { name: 'Stay signed in' });
    await expect.poll(() => stay.evaluate((el) => el === document.activeElement)).toBe(true);

    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/auth-api/oauth/token') && r.status() === 200,
    );
    await page.keyboard.press('Enter');
    await refreshed;
    await warning.waitFor({ state: 'detached' });
    // The focus is back where the student left it.
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // Ignored, the next warning ends the session; the guard sends the page to log in.
    await page.clock.fastForward((await untilSessionEnds(page)) - 9_500);
    await warning.waitFor();
    const ended = page.getByRole('alertdialog', { name: 'You have been signed out' });
    await page.clock.fastForward(10_000);
    await ended.waitFor();
    await page.waitForURL(/\/login\?redirect=/);
    expect(
      await page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith(':auth'))),
    ).toBe(false);
    await press(page, ended.getByRole('button', { name: 'Log in again' }));
    await ended.waitFor({ state: 'detached' });
    await expectFocusOnHeading(page, 'Log in');
    await page.context().close();
  });
});
