// Journey (WCAG 2.2.1, docs/accessibility/keyboard-and-timing.md): before a signed-in session ends for inactivity the student is
// warned in an alert dialog that takes the focus and says how long is left; "Stay signed in"
// refreshes the tokens and gives the focus back; ignored, the warning turns into "You have been
// signed out". Here the session ends 20 s after its last refresh and the warning comes 10 s before
// (REFRESH_TOKEN_TTL_SECONDS, SESSION_WARNING_SECONDS), instead of 30 days and 2 minutes.
import { describe, expect, it } from 'vitest';
import { signInAsDemo } from './support/account-pages';
import { journeyFixtures } from './support/enrolment';
import { expectFocusOnHeading, press, tabTo } from './support/keyboard';

const journey = journeyFixtures({ REFRESH_TOKEN_TTL_SECONDS: '20', SESSION_WARNING_SECONDS: '10' });

describe('the inactivity timeout', () => {
  it('warns, extends on request, and signs out with a message when ignored', async () => {
    const page = await (await journey.newContext()).newPage();
    const signedInAt = Date.now();
    await signInAsDemo(page, journey.portal.url('default', '/login'), 'student@demo.test');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Sam' }).waitFor();
    const opener = page.getByRole('button', { name: /^Sam/ });
    await tabTo(page, opener);

    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await warning.waitFor({ timeout: 15_000 });
    // Not before its time: 20 - 10 = 10 s after the sign-in.
    expect(Date.now() - signedInAt).toBeGreaterThan(9_500);
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
    await warning.waitFor({ timeout: 15_000 });
    const ended = page.getByRole('alertdialog', { name: 'You have been signed out' });
    await ended.waitFor({ timeout: 15_000 });
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
