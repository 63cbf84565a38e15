// Journey (paid-preselected, tenant `default`): a new learner pays the enrolment by bank transfer
// (ACH) with the sandbox's settling account, sees the confirmation say the transfer is submitted
// and pending (a trial period; the bank answers two days later, which the server tests cover),
// with its receipt, and continues to the profile.
// axe-core checks each step.
import { describe, expect, it } from 'vitest';
import {
  continueFromConfirmation,
  expectAccessible,
  expectConfirmation,
  fillBankTransfer,
  journeyFixtures,
  newLearner,
  pathOf,
  reachPaymentStep,
} from './support/enrolment';

const journey = journeyFixtures();

describe('paying the enrolment by bank transfer', () => {
  it('debits the settling test account, confirms it as pending and goes on to the profile', async () => {
    const page = await journey.context.newPage();
    const learner = newLearner('Noor');
    await reachPaymentStep(page, journey.portal, learner);

    // A mistyped routing number is caught in the page, with the focus on it.
    const pay = await fillBankTransfer(page, learner, {
      routing: '110000001',
      account: '000123456789',
    });
    await pay.click();
    await page.getByText('Enter the 9-digit routing number printed on your checks').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await page.getByLabel(/^Routing number/).getAttribute('id'),
    );
    await page.getByText(/one-time web debit of \$69\.45/).waitFor();
    await expectAccessible(page);

    await page.getByLabel(/^Routing number/).fill('110000000');
    await pay.click();
    // The confirmation says the transfer is submitted and pending, and what happens next.
    await expectConfirmation(page, {
      bought: 'Healthcare Administration Certificate',
      amount: '$69.45',
      paidWith: 'Bank account ending in 6789',
      pending: true,
    });
    const status = page.getByRole('status').filter({ hasText: 'processing' });
    expect(await status.textContent()).toBe(
      'Your payment is processing, you have a trial period for now.',
    );
    await page.getByText(/Your bank usually confirms a transfer within 2 banking days\./).waitFor();
    // The account number is kept in no client storage.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain('000123456789');

    await continueFromConfirmation(page);
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    expect(pathOf(page)).toBe('/onboarding/profile');
    await page.close();
  });
});
