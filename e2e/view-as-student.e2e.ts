// Journey (docs/staff-console.md "Seeing the portal as the student"): a support agent opens a view
// of the demo student from the student's record, giving a reason; a new tab shows the student's
// dashboard under a read-only banner naming both; a change there is refused in the catalogue's
// words; after the view ends, the student signs in and their "previous visit" is unchanged: the
// view counted as none of theirs.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from './support/account-pages';
import { journeyFixtures } from './support/enrolment';
import { signInAsStaff } from './support/staff';

const fixtures = journeyFixtures();
let staffPage: Page;
let view: Page;

afterAll(async () => {
  await staffPage?.context().close();
});

const READ_ONLY = 'You are viewing as this student; changes are not allowed';

describe('seeing the portal as the student', () => {
  it('opens the student’s dashboard in a new tab under a read-only banner', async () => {
    staffPage = await fixtures.context.newPage();
    await signInAsStaff(staffPage, fixtures.portal, 'support@staff.demo.test');
    await staffPage.goto(fixtures.portal.url('default', '/staff/students?q=student%40demo.test'));
    await staffPage.getByRole('link', { name: 'Sam Rivera' }).click();
    await staffPage.getByRole('heading', { level: 1, name: 'Sam Rivera' }).waitFor();

    await staffPage.getByRole('button', { name: 'View as student' }).click();
    const dialog = staffPage.getByRole('alertdialog', { name: 'View the portal as Sam Rivera' });
    await dialog.getByLabel('Reason').fill('Ticket 4711: the student cannot find a course');
    await dialog.getByRole('button', { name: 'Start view' }).click();
    const [tab] = await Promise.all([
      staffPage.context().waitForEvent('page'),
      dialog.getByRole('link', { name: "Open the student's view in a new tab" }).click(),
    ]);
    view = tab;

    await view.getByRole('heading', { level: 1, name: 'Welcome, Sam' }).waitFor();
    const banner = view.getByRole('region', { name: 'Viewing as a student' });
    await banner
      .getByRole('alert')
      .filter({ hasText: 'Viewing as Sam Rivera (read-only) — staff: Sam Support' })
      .waitFor();
    // The token was taken from the address and removed from it at once.
    expect(new URL(view.url()).hash).toBe('');
    // The staff session stayed in the staff tab: the view's tab holds only the view.
    const stored = await view.evaluate(() => Object.keys(sessionStorage));
    expect(stored).toContain('portal:view-as');
    expect(stored).not.toContain('staff-console-session');
    // The student has never signed in: the view shows what the student would see.
    await view.getByText('This is your first visit. Welcome!').waitFor();
  });

  it('refuses a change in the catalogue’s words, on every page of the tab', async () => {
    await view.goto(fixtures.portal.url('default', '/account/account-settings'));
    await view.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    await view
      .getByRole('alert')
      .filter({ hasText: 'Viewing as Sam Rivera (read-only)' })
      .waitFor();
    const refused = view.waitForResponse((response) =>
      response.url().endsWith('/user-api/users/feedback'),
    );
    await view.getByLabel('5 – excellent').check();
    await view.getByLabel('Your comments').fill('Sent from a view');
    await view.getByRole('button', { name: 'Send feedback' }).click();
    expect((await refused).status()).toBe(403);
    await view.getByText(READ_ONLY).first().waitFor();

    await view.getByRole('button', { name: 'End view' }).click();
    await view.getByText('The view as Sam Rivera has ended. You can close this tab.').waitFor();
  });

  it('leaves the student’s previous visit as it was', async () => {
    const context = await fixtures.newContext();
    try {
      const student = await context.newPage();
      await signInAsDemo(student, fixtures.portal.url('default', '/login'), 'student@demo.test');
      await student.waitForURL(/\/account\/dashboard$/);
      await student.getByRole('heading', { level: 1, name: 'Welcome, Sam' }).waitFor();
      await student.getByText('This is your first visit. Welcome!').waitFor();
      expect(await student.getByRole('region', { name: 'Viewing as a student' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
