// Steps the journeys through the account area share: a demo learner signing in, and the axe check
// of an account page.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe';
import { pathOf } from './enrolment';
import { DEMO_PASSWORD } from './portal-and-browser';

/**
 * No serious or critical axe-core violation, but one of the shell's that is not this page's: the
 * user menu's trigger is named "Account menu for <name>" while it shows the initial and the first
 * name (label-content-name-mismatch), on every account page.
 */
export async function expectAccountPageAccessible(page: Page): Promise<void> {
  const violations = [];
  for (const violation of await seriousViolations(page)) {
    const selector = violation.targets[0] ?? '';
    const userMenu =
      violation.id === 'label-content-name-mismatch' &&
      (await page
        .locator(selector)
        .evaluate((el) => el.classList.contains('user-menu__trigger'))
        .catch(() => false));
    if (!userMenu)
      violations.push(`${pathOf(page)}: ${violation.impact} ${violation.id} at ${selector}`);
  }
  expect(violations).toEqual([]);
}

/** A demo learner (README "Demo accounts") signs in on the login page and lands in the portal. */
export async function signInAsDemo(
  page: Page,
  loginUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(loginUrl);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
