// Journey (paid-preselected, tenant `default`): paying for the enrolment with PayPal, through the
// sandbox PayPal the portal serves: a cancelled checkout, then a failing instrument, then an
// approval that shows the confirmation (what was bought, the amount, the order number, the
// receipt) and goes on to the profile step. axe-core checks the portal's pages and the approval page.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  continueFromConfirmation,
  expectAccessible,
  expectConfirmation,
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
  it('comes back from a cancel and a failing instrument, then pays and sees the confirmation', async () => {
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

    // Approved: captured, and the confirmation with the receipt, like a card payment.
    await goToPayPal(page);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expectConfirmation(page, {
      bought: 'Healthcare Administration Certificate',
      amount: '$69.45',
      paidWith: 'PayPal',
    });
    await page.getByText('Order paid successfully!').first().waitFor();

    // Back goes to PayPal's finished checkout, which only leads back to the portal: the same
    // confirmation, the checkout captured once.
    await page.goBack();
    await page.getByText('This checkout is no longer waiting for your approval.').waitFor();
    await page.getByRole('link', { name: 'Return to the portal' }).click();
    await page.getByRole('heading', { name: 'Thank you, your enrolment is paid' }).waitFor();
    expect(pathOf(page)).toBe('/enrollment/payment/review/success');
    await continueFromConfirmation(page);
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    await page.close();
  });
});
