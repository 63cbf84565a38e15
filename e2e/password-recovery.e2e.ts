// Journeys: a student who forgot their password (docs/password-recovery.md) asks for a link from the login page,
// finds the mail in the local mailbox, chooses a new password, signs in with it, and finds the
// link used up; then changes it in account settings and signs in with that one. axe-core
// checks each page.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccountPageAccessible, signInAsDemo } from './support/account-pages';
import { expectAccessible, journeyFixtures, pathOf } from './support/enrolment';

const fixtures = journeyFixtures();
let page: Page;

afterAll(async () => {
  await page?.context().close();
});

const NEW_PASSWORD = 'Fresh#Start9';
const CHANGED_PASSWORD = 'Second#Try42';

describe('password recovery', () => {
  it('recovers a forgotten password through the mailbox page', async () => {
    page = await fixtures.context.newPage();
    await page.goto(fixtures.portal.url('default', '/login'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/auth\/password-forgotten$/);
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Email').fill('student@demo.test');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page
      .getByRole('status')
      .getByText('If your email is registered, we have sent you a password recovery link.')
      .waitFor();
    await expectAccessible(page);

    // The mail is written just after the answer; the mailbox shows it on this machine.
    const mailbox = `http://localhost:${fixtures.portal.port}/mailbox`;
    const subject = page.getByRole('link', { name: /^Reset your .+ password$/ });
    await expect
      .poll(async () => {
        await page.goto(mailbox);
        return subject.count();
      })
      .toBe(1);
    await subject.click();
    await page.getByRole('link', { name: /\/auth\/password-reset\// }).click();
    await page.waitForURL(/\/auth\/password-reset\/[\w-]{43}$/);
    const link = page.url();

    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('New password again').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await page
      .getByText('Your password has been changed. Log in with your new password.')
      .waitFor();

    // The new password opens the portal.
    await page.goto(fixtures.portal.url('default', '/login'));
    await page.getByLabel('Email').fill('student@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(pathOf(page)).toBe('/account/dashboard');

    // The link worked once.
    await page.goto(link);
    await page
      .getByText('This password recovery link is no longer valid. Please ask for a new one.')
      .waitFor();
    await page.getByRole('link', { name: 'Send me a new link' }).waitFor();
  });

  it('changes the password in account settings and signs in with the new one', async () => {
    // Signed in with the recovered password by the journey above.
    await page.goto(fixtures.portal.url('default', '/account/account-settings'));
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    await expectAccountPageAccessible(page);
    await page.getByLabel('Current password').fill('Not#MyPass1');
    await page.getByLabel('New password', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByLabel('New password again').fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Invalid password').first().waitFor();
    await page.getByLabel('Current password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').first().waitFor();

    await page.goto(fixtures.portal.url('default', '/logout'));
    await page.waitForURL((url) => url.pathname !== '/logout');
    await signInAsDemo(
      page,
      fixtures.portal.url('default', '/login'),
      'student@demo.test',
      CHANGED_PASSWORD,
    );
    expect(pathOf(page)).toBe('/account/dashboard');
  });
});
