// Journey: the demo student makes PayPal the method of their payment plan on the billing page
// (docs/billing.md), through the sandbox PayPal the portal serves: a cancelled approval first, then an
// approval that comes back to the page with PayPal on file.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccountPageAccessible, signInAsDemo } from './support/account-pages';
import { journeyFixtures, pathOf } from './support/enrolment';

const fixtures = journeyFixtures();
let page: Page;

afterAll(async () => {
  await page?.context().close();
});

const planSection = () => page.getByRole('region', { name: 'Your payment plan' });

/** From the billing page to the sandbox PayPal's saved-PayPal agreement. */
async function goToPayPal() {
  await planSection().getByRole('button', { name: 'Use PayPal' }).click();
  await page.waitForURL(/\/sandbox-paypal\/agreements\/approve\?approval_session_id=/);
  await page.getByRole('heading', { name: 'PayPal sandbox' }).waitFor();
}

describe('the recurring method by PayPal', () => {
  it('comes back from a cancel, then saves PayPal as the method on file', async () => {
    page = await fixtures.context.newPage();
    await signInAsDemo(page, fixtures.portal.url('default', '/login'), 'student@demo.test');
    await page.goto(fixtures.portal.url('default', '/account/billing-preferences'));
    await planSection().getByText('VISA ending in 1111').waitFor();

    // Cancelled at PayPal: the page says so, and the card stays on file.
    await goToPayPal();
    await expectAccountPageAccessible(page);
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await page.waitForURL(/\/account\/billing-preferences\/cancel\/method\?/);
    const cancelled = page.getByRole('alert').filter({ hasText: 'cancelled' });
    await cancelled.waitFor();
    expect(await cancelled.textContent()).toBe('The payment has been cancelled.');
    await planSection().getByText('VISA ending in 1111').waitFor();

    // Approved: back on the page, the approval is finished once and PayPal is on file.
    await goToPayPal();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await page.waitForURL(/\/account\/billing-preferences\/success\/method$/);
    const saved = page.getByRole('status').filter({ hasText: 'PayPal account' });
    await saved.waitFor();
    expect(await saved.textContent()).toBe(
      'Your PayPal account will be used for your next payments.',
    );
    await planSection().getByText('PayPal', { exact: true }).waitFor();
    expect(await planSection().getByText('VISA ending in 1111').count()).toBe(0);
    await expectAccountPageAccessible(page);

    // A reload of the finished page changes nothing more.
    await page.reload();
    await planSection().getByText('PayPal', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/account/billing-preferences/success/method');
  });
});
