// Steps the journeys through the account area share: a demo learner signing in, and the axe check
// of an account page.
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './portal-and-browser';

/**
 * Account pages are held to the same check as every other page: no serious or critical axe-core
 * violation (the user menu is no longer excused: its name now starts with its visible text, docs/accessibility/README.md).
 */
export { expectAccessible as expectAccountPageAccessible } from './enrolment';

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
