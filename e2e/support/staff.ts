// Signs a demo staff member in to the console in a browser page, as a person would: the password,
// then the code their authenticator shows, which `npm run staff-code` prints from the demo
// account's fixed secret.
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import type { PortalServer } from './portal-server';

/** The demo staff accounts' password (README "Demo accounts"). */
export const DEMO_STAFF_PASSWORD = 'Staff#2026';

// A code signs in once: a second sign-in of the same member within one 30-second step takes the
// next step's code, which the portal accepts as well (clock drift); a third waits for the step.
const lastStepUsed = new Map<string, number>();

/** What `npm run staff-code -- <email>` prints: the current step's code and the next one's. */
export function demoStaffCodes(email: string): { step: number; current: string; next: string } {
  const printed = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/staff-code.mjs', email],
    { encoding: 'utf8' },
  );
  const [, current, left, next] =
    /^(\d{6}) +\(valid for (\d+) more seconds.*the next: (\d{6})\)/.exec(printed) ?? [];
  if (!current || !left || !next) throw new Error(`staff-code printed no codes: ${printed}`);
  // The script's step, from the seconds its code had left: it read the clock well under 15 s ago.
  const step = Math.round((Date.now() / 1000 - 30 + Number(left)) / 30);
  return { step, current, next };
}

/** The code `npm run staff-code -- <email>` prints now. */
export const demoStaffCode = (email: string): string => demoStaffCodes(email).current;

/** A code of `email` whose step is newer than any used on this portal (`key`). */
async function unusedCode(key: string, email: string): Promise<string> {
  const used = lastStepUsed.get(key) ?? -1;
  let codes = demoStaffCodes(email);
  if (used > codes.step) {
    await new Promise((resolve) => setTimeout(resolve, used * 30_000 - Date.now() + 100));
    codes = demoStaffCodes(email);
  }
  const ahead = used >= codes.step;
  lastStepUsed.set(key, ahead ? codes.step + 1 : codes.step);
  return ahead ? codes.next : codes.current;
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
  // A member's last step is the portal's, whichever host they sign in on.
  const code = await unusedCode(`${portal.url('default', '/')} ${email}`, email);
  await page.getByLabel('Code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Signed in as / }).waitFor();
}
