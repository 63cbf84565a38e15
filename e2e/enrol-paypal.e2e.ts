// Journey (paid-preselected, tenant `default`): paying for the enrolment with PayPal, through the
// sandbox PayPal the portal serves: a cancelled checkout, then a failing instrument, then an
// approval that reaches the profile step. axe-core checks the portal's pages and the approval page.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  expectAccessible,
  journeyFixtures,
  newLearner,
  pathOf,
  reachPaymentStep,
} from './support/enrolment';

const journey = journeyFixtures();

/** From the payment step to the sandbox PayPal's approval page. */
async function goToPayPal(page: Page) {
  await page.getByRole('radio', { name: 'Pay with PayPal' }).check();
  await page.getByRole('button', { name: 'Continue to PayPal' }).click();
  await page.waitForURL(/\/sandbox-paypal\/checkoutnow\?token=/);
  await page.getByRole('heading', { name: 'PayPal sandbox' }).waitFor();
}

describe('paying by PayPal', () => {
  it('comes back from a cancel and a failing instrument, then pays and reaches the profile', async () => {
    const page = await journey.context.newPage();
    const learner = newLearner('Noor');
    await reachPaymentStep(page, journey.portal, learner);

    // Cancelled at PayPal: the portal says so and offers the choice again.
    await goToPayPal(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await page.waitForURL(/\/payment\/cancel\?token=/);
    const cancelled = page.getByRole('alert').filter({ hasText: 'cancelled' });
    await cancelled.waitFor();
    expect(await cancelled.textContent()).toBe('The payment has been cancelled.');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Choose how to pay' }).click();
    await page.waitForURL(/\/enrollment\/payment$/);

    // A failing instrument: the capture is declined, in the catalogue's words (PAYMENT_DECLINED).
    await goToPayPal(page);
    await page.getByRole('button', { name: 'Pay with a failing instrument' }).click();
    await page.waitForURL(/\/payment\/return\?token=/);
    const declined = page.getByRole('alert').filter({ hasText: 'Check the credit card number' });
    await declined.waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(/\/enrollment\/payment$/);

    // Approved: captured, and on to the profile like a card payment.
    await goToPayPal(page);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/onboarding\/profile$/);
    await page.getByText('Order paid successfully!').first().waitFor();
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    expect(pathOf(page)).toBe('/onboarding/profile');

    // Back goes to PayPal's finished checkout, which only leads back to the portal.
    await page.goBack();
    await page.getByText('This checkout is no longer waiting for your approval.').waitFor();
    await page.getByRole('link', { name: 'Return to the portal' }).click();
    await page.waitForURL(/\/onboarding\/profile$/);
    await page.close();
  });
});
