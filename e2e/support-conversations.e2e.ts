// Journey: a support request becomes a conversation (docs/support.md, docs/staff-console.md
// "Support conversations"). The demo student sends a request from the help center and finds it
// under their requests; the demo support agent finds it in the console's inbox and replies; the
// student, whose page is open, sees the reply arrive and answers it, which sends the request back
// to the support team.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccountPageAccessible, signInAsDemo } from './support/account-pages';
import { journeyFixtures } from './support/enrolment';
import { signInAsStaff } from './support/staff';

const fixtures = journeyFixtures();
const SUBJECT = 'Receipt for November';
let student: Page;
let staff: Page;

afterAll(async () => {
  await student?.context().close();
  await staff?.context().close();
});

describe('support conversations', () => {
  it('a student sends a request and finds it under their requests', async () => {
    student = await (await fixtures.newContext()).newPage();
    await signInAsDemo(student, fixtures.portal.url('default', '/login'), 'student@demo.test');
    await student.goto(fixtures.portal.url('default', '/help-center/support-request'));
    await student.getByLabel('Topic').selectOption('billing');
    await student.getByLabel('Subject').fill(SUBJECT);
    await student.getByLabel('Message').fill('Please send my November receipt again.');
    await student.getByRole('button', { name: 'Send request' }).click();
    await student.getByText('Your request has been sent', { exact: false }).waitFor();

    await student.getByRole('link', { name: 'Your requests and the answers to them' }).click();
    await student.getByRole('heading', { level: 1, name: 'Your support requests' }).waitFor();
    const item = student.getByRole('listitem').filter({ hasText: SUBJECT });
    await item.getByText('Waiting for the support team').waitFor();
    await expectAccountPageAccessible(student);
    await item.getByRole('link', { name: SUBJECT }).click();
    await student.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
    await student.getByText('Please send my November receipt again.').waitFor();
  });

  it('a support agent finds it in the inbox and replies', async () => {
    staff = await (await fixtures.newContext()).newPage();
    await signInAsStaff(staff, fixtures.portal, 'support@staff.demo.test');
    await staff
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Support inbox' })
      .click();
    await staff.getByRole('heading', { level: 1, name: 'Support inbox' }).waitFor();
    await expectAccountPageAccessible(staff);
    // The newest first: the "Sent" heading sorts the other way round from its default.
    const sent = staff.getByRole('columnheader', { name: 'Sent' });
    await sent.getByRole('button').click();
    await staff.waitForURL(/\/staff\/support\?sort=createdAt&dir=desc$/);
    await staff.locator('th[aria-sort="descending"]', { hasText: 'Sent' }).waitFor();
    await staff.getByRole('link', { name: SUBJECT }).first().click();
    await staff.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
    await staff.getByText('Please send my November receipt again.').waitFor();
    await expectAccountPageAccessible(staff);

    await staff.getByRole('button', { name: 'Assign to me' }).click();
    await staff.getByRole('button', { name: 'Assign to me' }).waitFor({ state: 'detached' });
    await staff.getByLabel('Your reply').fill('Sent again: check your inbox in a minute.');
    await staff.getByRole('button', { name: 'Send reply' }).click();
    await staff.getByText('Your reply was sent.').waitFor();
    await staff.getByText('Waiting on the student').waitFor();
  });

  it('the student reads the reply on their open page and answers it', async () => {
    // The page is still open on the conversation: the reply arrives as a live update.
    await student.getByText('Sent again: check your inbox in a minute.').waitFor();
    await student.getByText('Sam Support of the support team wrote', { exact: false }).waitFor();
    await student.getByText('Answered: your turn').waitFor();

    await student.getByLabel('Your answer').fill('Got it, thank you.');
    await student.getByRole('button', { name: 'Send answer' }).click();
    await student.getByText('Your answer was sent to the support team.').waitFor();
    await student.getByText('Waiting for the support team').waitFor();
    await expectAccountPageAccessible(student);

    await staff.reload();
    await staff.getByText('Got it, thank you.').waitFor();
    expect(
      await staff
        .getByRole('definition')
        .filter({ hasText: /^Open$/ })
        .count(),
    ).toBe(1);
  });
});
