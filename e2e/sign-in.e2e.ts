// Journey: register, sign in, the guard sends each user to their step, sign out; a staff member
// signs in to the staff console.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, portalAndBrowser } from './support/portal-and-browser';
import { DEMO_STAFF_PASSWORD, demoStaffCode } from './support/staff';

const STUDENT_ADVISOR = '(800) 555-0142';
const PUBLIC_ADVISOR = '(800) 555-0143';

const running = portalAndBrowser();

async function newPage(): Promise<Page> {
  const context = await running.browser.newContext();
  return context.newPage();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const escape = (text: string) => text.replace(/[()]/g, '\\$&');

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('signing in', () => {
  it('sends an anonymous visitor to log in, then back where they were going', async () => {
    const page = await newPage();
    await page.goto(running.portal.url('default', '/account/dashboard'));
    await page.waitForURL(/\/login\?redirect=%2Faccount%2Fdashboard$/);
    await logIn(page, 'student@demo.test');
    await page.waitForURL(/\/account\/dashboard$/);
    await page.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
    // After signing in, focus starts at the page's heading (docs/checkout.md).
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    // Account pages use the hamburger menu; signed in, its phone link is the student advisor's.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: new RegExp(escape(STUDENT_ADVISOR)) }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('sends each demo user to their onboarding step, and nowhere else', async () => {
    const page = await newPage();
    await page.goto(running.portal.url('default', '/login'));
    await logIn(page, 'paid@demo.test');
    await page.waitForURL(/\/onboarding\/profile$/);
    await page.goto(running.portal.url('default', '/account/dashboard'));
    await page.waitForURL(/\/onboarding\/profile$/);
    // A signed-in user who opens /login goes to their step too.
    await page.goto(running.portal.url('default', '/login'));
    await page.waitForURL(/\/onboarding\/profile$/);
    await page.context().close();
  });

  it('keeps the server-rendered Log in button disabled until the page can send it', async () => {
    // Clicked before the script has taken over, the form would submit natively: a GET with the
    // password in the URL.
    const html = await (await fetch(running.portal.direct('/login'))).text();
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Log in<\/button>/);
    const page = await newPage();
    await page.goto(running.portal.url('default', '/login'));
    const button = page.getByRole('button', { name: 'Log in' });
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled,
    );
    await expect(button.isEnabled()).resolves.toBe(true);
    await page.context().close();
  });

  it('refuses a wrong password with the catalogue message', async () => {
    const page = await newPage();
    await page.goto(running.portal.url('default', '/login'));
    await page.getByLabel('Email').fill('student@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Invalid password').first().waitFor();
    expect(pathOf(page)).toBe('/login');
    // Said next to the form, not only in a toast (docs/checkout.md).
    const inForm = page.locator('form').getByRole('alert');
    expect(await inForm.textContent()).toBe('Invalid password');
    expect(await page.locator('form').getAttribute('aria-describedby')).toBe(
      await inForm.getAttribute('id'),
    );
    await page.context().close();
  });
});

describe('registering and signing out', () => {
  it('creates an account, starts enrolment, and signs out to the homepage', async () => {
    const page = await newPage();
    await page.goto(running.portal.url('default', '/enrollment/account'));
    await page.getByLabel('First name').fill('Riley');
    await page.getByLabel('Last name').fill('Chen');
    await page.getByLabel('Email').fill('riley.chen@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Weak');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Password must be 8 to 128 characters long').waitFor();

    await page.getByLabel('Password', { exact: true }).fill('Riley#2026x');
    await page.getByRole('button', { name: 'Create account' }).click();
    // A new account may place an order: the guard's first route for that level.
    await page.waitForURL(/\/enrollment\/payment$/);

    await page.goto(running.portal.url('default', '/logout'));
    await page.getByText('You have successfully logged out.', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('link', { name: new RegExp(escape(PUBLIC_ADVISOR)) })
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Log In' }).first().waitFor();

    // The session really ended: the account area asks for a login again.
    await page.goto(running.portal.url('default', '/account/dashboard'));
    await page.waitForURL(/\/login\?redirect=/);
    await page.context().close();
  });

  it('takes José Nguyễn where the tenant takes names of any script, and says why not where it does not', async () => {
    const page = await newPage();
    const fill = async (tenant: string, email: string) => {
      await page.goto(running.portal.url(tenant, '/enrollment/account'));
      await page.getByLabel('First name').fill('José');
      await page.getByLabel('Last name').fill('Nguyễn');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('Jose#2026x');
      await page.getByRole('button', { name: 'Create account' }).click();
    };
    await fill('default', 'jose.default@example.com');
    await page
      .getByText(/^Must start with a letter and use only English letters/)
      .first()
      .waitFor();
    await fill('uiw', 'jose.uiw@example.com');
    await page.waitForURL((url) => !url.pathname.endsWith('/enrollment/account'));
    await page.context().close();
  });

  it('answers a duplicate e-mail with the catalogue message and a log-in link', async () => {
    const page = await newPage();
    await page.goto(running.portal.url('default', '/enrollment/account'));
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('Email').fill('student@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Another#2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('There is already a user with this email address').first().waitFor();
    await page.context().close();
  });

  it('signs a demo staff member in with the code that npm run staff-code prints', async () => {
    const page = await newPage();
    await page.goto(running.portal.url('default', '/staff'));
    await page.getByLabel('Email').fill('support@staff.demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Enter your sign-in code' }).waitFor();
    await page
      .getByLabel('Code from your authenticator app')
      .fill(demoStaffCode('support@staff.demo.test'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Signed in as Sam Support' }).waitFor();
    await page.getByText('Support agent').waitFor();
    // The student side knows nothing of it: the account area still asks a student to log in.
    await page.goto(running.portal.url('default', '/account/dashboard'));
    await page.waitForURL(/\/login\?redirect=/);
    await page.context().close();
  });
});
