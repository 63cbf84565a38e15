// Journey: a support agent acts on a student (docs/staff-console.md "Acting on a student"). They
// find the demo student and end all their sessions while the student's dashboard is open in
// another browser, which returns to the sign-in page; then they lift the sign-in throttle that
// wrong passwords set on another student, who signs in at once; last, they withdraw one of the
// first student's courses and re-open it while the student's dashboard is open, which follows
// (docs/staff-console.md "Acting on a student's courses").
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from './support/account-pages';
import { DEMO_PASSWORD, portalAndBrowser } from './support/portal-and-browser';
import { signInAsStaff } from './support/staff';

const running = portalAndBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function newPage(): Promise<Page> {
  const context = await running.browser.newContext({ bypassCSP: true });
  contexts.push(context);
  return context.newPage();
}

// One signed-in agent for the file: a second sign-in would wait for the next 30-second code.
let agent: Promise<Page> | undefined;
function supportAgent(): Promise<Page> {
  agent ??= (async () => {
    const page = await newPage();
    await signInAsStaff(page, running.portal, 'support@staff.demo.test');
    return page;
  })();
  return agent;
}

/** From the staff home, search for `email` and open the student's record. */
async function openRecord(staff: Page, email: string, name: string) {
  await staff.goto(running.portal.url('default', '/staff'));
  await staff.getByLabel('Name, e-mail, phone or order number').fill(email);
  await staff.getByRole('button', { name: 'Search' }).click();
  await staff.getByRole('link', { name }).click();
  await staff.getByRole('heading', { level: 1, name }).waitFor();
}

/** Opens the action's dialog, gives the reason and confirms; answers the polite status. */
async function act(staff: Page, action: string, reason: string, confirm: string) {
  await staff.getByRole('button', { name: action }).click();
  const dialog = staff.getByRole('alertdialog', { name: action });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await dialog.waitFor({ state: 'detached' });
  return staff.getByRole('status').filter({ hasText: /\S/ }).last();
}

describe('a support agent acting on a student', () => {
  it("ends the student's sessions, and the student's open page returns to the sign-in", async () => {
    const student = await newPage();
    await signInAsDemo(student, running.portal.url('default', '/login'), 'student@demo.test');
    await student.waitForURL(/\/account\/dashboard$/);
    await student.getByRole('heading', { level: 1, name: 'Welcome, Sam' }).waitFor();

    const staff = await supportAgent();
    await openRecord(staff, 'student@demo.test', 'Sam Rivera');
    const status = await act(
      staff,
      'End all sessions',
      'Ticket 314: lost laptop',
      'End all sessions',
    );
    expect(await status.textContent()).toMatch(/^Sam Rivera was signed out of \d+ sessions?\.$/);

    // The live channel closes the page's connection at its next session check; the page then
    // finds its session refused and shows the sign-in.
    await student.waitForURL(/\/login/, { timeout: 30_000 });
    await student.getByRole('button', { name: 'Log in' }).waitFor();
  });

  it('lifts the sign-in throttle, and the student signs in at once', async () => {
    const student = await newPage();
    // Wrong passwords, sent as the login page sends them, until the throttle holds the account.
    await student.goto(running.portal.url('default', '/login'));
    await student.evaluate(async () => {
      for (let i = 0; i < 7; i += 1) {
        await fetch('/auth-api/oauth/token', {
          method: 'POST',
          headers: {
            'X-Requested-With': 'XMLHttpRequest',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            grant_type: 'password',
            username: 'paid@demo.test',
            password: 'Wrong#Pass1',
            scope: 'STUDENT_PORTAL__ACCESS',
          }).toString(),
        });
      }
    });

    const staff = await supportAgent();
    await openRecord(staff, 'paid@demo.test', 'Priya Rivera');
    await staff.getByText(/^Locked until /).waitFor();
    const status = await act(
      staff,
      'Lift the sign-in throttle',
      'Ticket 315: locked out',
      'Lift the throttle',
    );
    expect(await status.textContent()).toMatch(/^The sign-in throttle was lifted for Priya Rivera/);
    await staff.getByText('Not locked').waitFor();

    await signInAsDemo(
      student,
      running.portal.url('default', '/login'),
      'paid@demo.test',
      DEMO_PASSWORD,
    );
    expect(new URL(student.url()).pathname).not.toBe('/login');
  });

  it("withdraws a student's course and re-opens it, and the student's open dashboard follows", async () => {
    const student = await newPage();
    await signInAsDemo(student, running.portal.url('default', '/login'), 'student@demo.test');
    await student.waitForURL(/\/account\/dashboard$/);
    await student.getByRole('tab', { name: 'In progress (3)' }).waitFor();

    const staff = await supportAgent();
    await openRecord(staff, 'student@demo.test', 'Sam Rivera');
    const course = 'Introduction to Business';
    for (const [action, confirm, done, dashboardTab] of [
      [
        'Withdraw',
        'Withdraw the course',
        `Sam Rivera was withdrawn from ${course}.`,
        'Removed (1)',
      ],
      [
        'Re-open',
        'Re-open the course',
        `${course} is open again for Sam Rivera.`,
        'In progress (3)',
      ],
    ] as const) {
      await staff.getByRole('button', { name: `${action} ${course}` }).click();
      const dialog = staff.getByRole('alertdialog', { name: `${action} ${course}` });
      await dialog.getByLabel('Reason').fill('Ticket 316: asked on the phone');
      await dialog.getByRole('button', { name: confirm }).click();
      await dialog.waitFor({ state: 'detached' });
      await staff.getByRole('status').filter({ hasText: done }).waitFor();
      // The student's open dashboard follows on the live channel, without a reload.
      await student.getByRole('tab', { name: dashboardTab }).waitFor();
    }
    expect(await student.getByRole('tab', { name: /^Removed/ }).count()).toBe(0);
  });
});
