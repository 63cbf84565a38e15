// Signs a demo staff member in to the console in a browser page, as a person would: the password,
// then the code their authenticator shows, which `npm run staff-code` prints from the demo
// account's fixed secret.
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import type { PortalServer } from './portal-server';

/** The demo staff accounts' password (README "Demo accounts"). */
export const DEMO_STAFF_PASSWORD = 'Staff#2026';

// A code signs in once: a second sign-in of the same member on the same portal within one
// 30-second step would be refused, so it waits for the next step (rare: a file signs a member in
// once or twice).
const lastStepUsed = new Map<string, number>();

/** The code `npm run staff-code -- <email>` prints now. */
export function demoStaffCode(email: string): string {
  const printed = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/staff-code.mjs', email],
    { encoding: 'utf8' },
  );
  return printed.slice(0, 6);
}

/** Signs `email` (a demo staff account) in at `/staff` on `tenant`'s host and waits for the console. */
export async function signInAsStaff(
  page: Page,
  portal: PortalServer,
  email: string,
  tenant = 'default',
): Promise<void> {
  await page.goto(portal.url(tenant, '/staff'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Enter your sign-in code' }).waitFor();
  const key = `${portal.url(tenant, '/')} ${email}`;
  const step = Math.floor(Date.now() / 30_000);
  if (lastStepUsed.get(key) === step) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - Date.now() + 100));
  }
  lastStepUsed.set(key, Math.floor(Date.now() / 30_000));
  await page.getByLabel('Code from your authenticator app').fill(demoStaffCode(email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Signed in as / }).waitFor();
}
