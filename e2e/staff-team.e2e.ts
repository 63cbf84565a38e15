// Journey: a tenant admin adds a staff member in the console (docs/staff-console.md "Managing
// staff"); the member opens the one-time link from the local mailbox, chooses a password, adds an
// authenticator (its codes computed from the secret the page shows) and lands in the console;
// the link then no longer works; the admin disables them and they can no longer sign in. A member
// adds a passkey (Chromium's virtual authenticator) and signs in with it in place of the code
// (docs/staff-console.md "Passkeys").
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible, journeyFixtures } from './support/enrolment';
import { DEMO_STAFF_PASSWORD, signInAsStaff } from './support/staff';

const fixtures = journeyFixtures();
let admin: Page;
let member: Page;
let passkeyHolder: Page;

afterAll(async () => {
  await admin?.context().close();
  await member?.context().close();
  await passkeyHolder?.context().close();
});

const NEW_EMAIL = 'nia.new@staff.demo.test';

describe('staff team', () => {
  it('a tenant admin adds a member, who sets up their sign-in with the mailed link', async () => {
    admin = await (await fixtures.newContext()).newPage();
    await signInAsStaff(admin, fixtures.portal, 'tenant-admin@staff.demo.test');
    await admin.getByRole('link', { name: 'Manage staff' }).click();
    await admin.waitForURL(/\/staff\/team$/);
    await admin.getByRole('table', { name: 'Staff, page 1' }).waitFor();
    await expectAccessible(admin);

    await admin.getByRole('button', { name: 'Add a staff member' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Add a staff member' });
    await dialog.getByLabel('Email').fill(NEW_EMAIL);
    await dialog.getByLabel('Name').fill('Nia New');
    await dialog.getByLabel('Support agent').check();
    await dialog.getByLabel('Reason').fill('Joins the help desk, ticket 42');
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Add and send the link' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = admin.getByRole('row', { name: /Nia New/ });
    await expect.poll(() => row.getByRole('cell', { name: 'Invited' }).count()).toBe(1);

    // The mail is written with the change; the mailbox shows it on this machine.
    member = await (await fixtures.newContext()).newPage();
    const subject = member.getByRole('link', { name: 'Set up your staff account' });
    await expect
      .poll(async () => {
        await member.goto(fixtures.portal.url('default', '/mailbox'));
        return subject.count();
      })
      .toBe(1);
    await subject.click();
    await member.getByRole('link', { name: /\/staff\/enrol#/ }).click();
    await member.waitForURL(/\/staff\/enrol#[\w-]{43}$/);
    const link = member.url();

    await member.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await expectAccessible(member);
    await member.getByLabel('New password', { exact: true }).fill('Fresh#Staff9');
    await member.getByLabel('New password again').fill('Fresh#Staff9');
    await member.getByRole('button', { name: 'Save my password' }).click();
    await member.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
    const secret = (await member.locator('code').first().textContent()) ?? '';
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    await member.getByLabel('Code from your authenticator app').fill(code);
    await member.getByRole('button', { name: 'Sign in' }).click();
    await member.getByRole('button', { name: 'I have saved them, continue' }).click();
    await member.getByRole('heading', { name: 'Signed in as Nia New' }).waitFor();
    expect(new URL(member.url()).pathname).toBe('/staff');

    // The link worked once.
    await member.goto('about:blank');
    await member.goto(link);
    await member
      .getByText('This link is no longer valid. Please ask an administrator for a new one.')
      .waitFor();

    // The admin's list shows the member active; disabling them ends their session at once.
    await admin.reload();
    const nia = admin.getByRole('row', { name: /Nia New/ });
    await expect.poll(() => nia.getByRole('cell', { name: 'Active' }).count()).toBe(1);
    await nia.getByRole('button', { name: 'Disable Nia New' }).click();
    const disable = admin.getByRole('alertdialog', { name: 'Disable Nia New' });
    await disable.getByLabel('Reason').fill('Left the college');
    await disable.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => nia.getByRole('cell', { name: 'Disabled' }).count()).toBe(1);

    await member.goto(fixtures.portal.url('default', '/staff'));
    await member.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    await member.getByLabel('Email').fill(NEW_EMAIL);
    await member.getByLabel('Password', { exact: true }).fill('Fresh#Staff9');
    await member.getByRole('button', { name: 'Continue' }).click();
    await member.getByRole('alert').getByText('Invalid password').first().waitFor();
  });

  it('a member adds a passkey on the staff home and signs in with it in place of the code', async () => {
    const context = await fixtures.newContext();
    passkeyHolder = await context.newPage();
    // A platform authenticator that verifies the user, as a laptop's fingerprint reader does.
    const cdp = await context.newCDPSession(passkeyHolder);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    const email = 'support@staff.demo.test';
    await signInAsStaff(passkeyHolder, fixtures.portal, email);
    await passkeyHolder.getByLabel('Passkey name').fill('Test laptop');
    await passkeyHolder.getByRole('button', { name: 'Add a passkey' }).click();
    const passkeys = passkeyHolder.getByRole('list', { name: 'Your passkeys' });
    await passkeys.getByText('Test laptop').waitFor();
    await expectAccessible(passkeyHolder);

    await passkeyHolder.getByRole('button', { name: 'Sign out' }).click();
    await passkeyHolder.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    await passkeyHolder.getByLabel('Email').fill(email);
    await passkeyHolder.getByLabel('Password', { exact: true }).fill(DEMO_STAFF_PASSWORD);
    await passkeyHolder.getByRole('button', { name: 'Continue' }).click();
    // The code stays offered beside the passkey.
    await passkeyHolder.getByLabel('Code from your authenticator app').waitFor();
    await passkeyHolder.getByRole('button', { name: 'Use a passkey' }).click();
    await passkeyHolder.getByRole('heading', { name: /^Signed in as / }).waitFor();
    await expect.poll(() => passkeys.getByText(/last used \d/).count()).toBe(1);
  });
});
