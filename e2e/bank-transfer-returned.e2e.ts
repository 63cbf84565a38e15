// Journey (paid-preselected, tenant `default`): a new learner pays the enrolment by bank transfer
// from an account the sandbox bank returns (R01, insufficient funds). The confirmation first says
// the transfer is submitted and pending; when the bank's answer comes, the same page, with no
// reload, says the transfer was returned, why, and what to do, and never again that it is paid.
// axe-core checks each state. (The order's details in billing are the web tests': the dashboard
// is out of reach while the return keeps the membership expired.)
import { describe, expect, it } from 'vitest';
import {
  completeProfile,
  continueFromConfirmation,
  expectAccessible,
  expectConfirmation,
  fillBankTransfer,
  journeyFixtures,
  newLearner,
  reachPaymentStep,
} from './support/enrolment';

// The sandbox bank answers after 10 s, not two days, and is asked as often: long enough for the
// pending confirmation to be checked first.
const journey = journeyFixtures({ SANDBOX_BANK_ANSWER_SECONDS: '10' });

const RETURNED =
  'Your bank returned the transfer of $69.45 from Bank account ending in 1111, so your ' +
  "enrolment is not paid. The bank's reason: Insufficient funds available in account.";

describe('a bank transfer the bank returns', () => {
  it('turns the confirmation from pending to returned, and the order does not read as paid', async () => {
    const page = await journey.context.newPage();
    const learner = newLearner('Rafa');
    await reachPaymentStep(page, journey.portal, learner);

    const pay = await fillBankTransfer(page, learner, {
      routing: '110000000',
      account: '000111111111',
    });
    await pay.click();
    await expectConfirmation(page, {
      bought: 'Healthcare Administration Certificate',
      amount: '$69.45',
      paidWith: 'Bank account ending in 1111',
      pending: true,
    });
    const orderId = await page
      .locator('dt', { hasText: 'Order number' })
      .locator('xpath=following-sibling::dd')
      .textContent();
    await page.evaluate(() => Object.assign(window, { openedBeforeTheReturn: true }));

    // The bank's answer, told over the live channel: the page changes where it stands.
    await page
      .getByRole('heading', { name: 'Your bank returned your transfer' })
      .waitFor({ timeout: 40_000 });
    expect(await page.evaluate(() => 'openedBeforeTheReturn' in window)).toBe(true);
    const checkReturned = async () => {
      expect(await page.getByRole('alert').filter({ hasText: 'returned' }).textContent()).toBe(
        RETURNED,
      );
      expect(await page.getByText(/your enrolment is paid|is submitted/).count()).toBe(0);
      expect(await page.getByText(/trial period/).count()).toBe(0);
      expect(await page.getByRole('button', { name: /receipt/ }).count()).toBe(0);
      expect(
        await page
          .locator('dt', { hasText: 'Order number' })
          .locator('xpath=following-sibling::dd')
          .textContent(),
      ).toBe(orderId);
      await page
        .getByText('To pay the balance, call your student advisor at (800) 555-0142.')
        .waitFor();
    };
    await checkReturned();
    await expectAccessible(page);
    // It is the server's order: a reload says the same.
    await page.reload();
    await page.getByRole('heading', { name: 'Your bank returned your transfer' }).waitFor();
    await checkReturned();

    // The profile can still be completed, and it offers the transfer's billing address.
    await continueFromConfirmation(page);
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    expect(await page.getByLabel('Street address').inputValue()).toBe('200 Harbor Way');
    await completeProfile(page, {
      'What is your main reason for taking courses?': { select: 'Grow in my job' },
    });
    await page.waitForURL(/\/onboarding\/success$/);
    await page.close();
  });
});
