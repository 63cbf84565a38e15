// Journey (paid-preselected, tenant `default`): a new learner pays the enrolment by bank transfer
// (ACH) with the sandbox's settling account, sees that the payment is processing (a trial period;
// the bank answers two days later, which the server tests cover) and continues to the profile.
// axe-core checks each step.
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  journeyFixtures,
  newLearner,
  pathOf,
  reachPaymentStep,
} from './support/enrolment';

const journey = journeyFixtures();

describe('paying the enrolment by bank transfer', () => {
  it('debits the settling test account and goes on to the profile in a trial period', async () => {
    const page = await journey.context.newPage();
    const learner = newLearner('Noor');
    await reachPaymentStep(page, journey.portal, learner);

    await page.getByRole('radio', { name: 'Pay with Bank Account (ACH)' }).check();
    const pay = page.getByRole('button', { name: 'Pay by bank transfer' });
    await pay.waitFor();
    await page.getByLabel('Account holder first name').fill(learner.firstName);
    await page.getByLabel('Account holder last name').fill(learner.lastName);
    await page.getByLabel('Street address').fill('200 Harbor Way');
    await page.getByLabel('City').fill('Hays');
    await page.getByLabel('State').fill('KS');
    await page.getByLabel('ZIP code').fill('67601');
    // A mistyped routing number is caught in the page, with the focus on it.
    await page.getByLabel(/^Routing number/).fill('110000001');
    await page.getByLabel(/^Account number/).fill('000123456789');
    await pay.click();
    await page.getByText('Enter the 9-digit routing number printed on your checks').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await page.getByLabel(/^Routing number/).getAttribute('id'),
    );
    await page.getByText(/one-time web debit of \$69\.45/).waitFor();
    await expectAccessible(page);

    await page.getByLabel(/^Routing number/).fill('110000000');
    await pay.click();
    await page.waitForURL(/\/paymentAsync\/processing$/);
    const status = page.getByRole('status').filter({ hasText: 'processing' });
    await status.waitFor();
    expect(await status.textContent()).toBe(
      'Your payment is processing, you have a trial period for now.',
    );
    // The account number is kept in no client storage.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain('000123456789');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/onboarding\/profile$/);
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    expect(pathOf(page)).toBe('/onboarding/profile');
    await page.close();
  });
});
