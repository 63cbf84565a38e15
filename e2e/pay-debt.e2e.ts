// Journey: learners whose payment plan failed (the demo's overdue learners, README "Demo accounts")
// pay the debt on the billing page (docs/billing.md): with the card on file, with a new card declined
// and then accepted, and by bank transfer, which stays processing until the bank answers (here the
// sandbox bank answers within seconds and the settle-bank-transfers job asks it as often; the
// server tests cover its returns). The plan runs again, the debt goes, the payment is in the
// history with its receipt; axe-core checks each state.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccountPageAccessible, signInAsDemo } from './support/account-pages';
import { downloadedBytes } from './support/browser';
import { journeyFixtures } from './support/enrolment';

// The sandbox bank answers after 3 s, not two days, and the portal asks it every 3 s.
const fixtures = journeyFixtures({ SANDBOX_BANK_ANSWER_SECONDS: '3' });
const contexts: BrowserContext[] = [];

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

/** The learner's billing page, in a browser context (a session) of their own. */
async function billingPageOf(email: string): Promise<Page> {
  const context = await fixtures.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await signInAsDemo(page, fixtures.portal.url('default', '/login'), email);
  await page.goto(fixtures.portal.url('default', '/account/billing-preferences'));
  await page.getByRole('heading', { level: 1, name: 'Billing preferences' }).waitFor();
  return page;
}

const planSection = (page: Page) => page.getByRole('region', { name: 'Your payment plan' });
const debtSection = (page: Page) => page.getByRole('region', { name: 'Amount owed' });
const history = (page: Page) => page.getByRole('table', { name: 'Payment history' });

/** The failed plan, its debt, and the debt panel opened. */
async function openDebtPanel(page: Page) {
  await planSection(page).getByText('Payment failed', { exact: true }).waitFor();
  await debtSection(page)
    .getByText(/^You owe \$[\d,]+\.\d{2}\.$/)
    .waitFor();
  await debtSection(page).getByRole('button', { name: 'Pay debt' }).click();
  await debtSection(page)
    .getByRole('heading', { name: /^Pay \$[\d,]+\.\d{2}$/ })
    .waitFor();
}

/** After the payment: the plan runs again, the debt is gone, access is back. */
async function expectPlanEnabledAgain(page: Page) {
  await planSection(page).getByText('Active', { exact: true }).waitFor();
  await expect.poll(() => debtSection(page).count()).toBe(0);
  await page
    .getByRole('region', { name: 'Membership' })
    .getByText('Active', { exact: true })
    .waitFor();
}

/** The debt payment's receipt, downloaded from the history: the PDF the server sent. */
async function downloadDebtReceipt(page: Page) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/pdf'));
  const download = page.waitForEvent('download');
  await history(page)
    .getByRole('button', { name: /^Download PDF: the receipt of Debt payment, / })
    .click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const file = await downloadedBytes(await download);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('First name on card').fill('Otto');
  await page.getByLabel('Last name on card').fill('Rivera');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('12/2031');
  await page.getByLabel('Security code (CVV)').fill('123');
  await page.getByLabel('Street address').fill('200 Harbor Way');
  await page.getByLabel('City').fill('Hays');
  await page.getByLabel('State').fill('KS');
  await page.getByLabel('ZIP code').fill('67601');
}

describe('paying a debt', () => {
  it('pays it with the card on file: the plan is enabled again and the payment has a receipt', async () => {
    const page = await billingPageOf('overdue@demo.test');
    await openDebtPanel(page);
    await expectAccountPageAccessible(page);
    expect(
      await page.getByRole('radio', { name: 'The card on file (VISA ending in 1111)' }).isChecked(),
    ).toBe(true);

    await page.getByRole('button', { name: /^Pay \$[\d,]+\.\d{2} now$/ }).click();
    // DEBT_PAYMENT_SUCCESS: the debt reached 0, in the catalogue's words.
    await page.getByText('Order paid successfully!').first().waitFor();
    await expectPlanEnabledAgain(page);
    await history(page).getByRole('link', { name: 'Debt payment' }).waitFor();
    await downloadDebtReceipt(page);
    await expectAccountPageAccessible(page);
  });

  it('pays it with a new card, declined first and then accepted', async () => {
    const page = await billingPageOf('overdue.card@demo.test');
    await openDebtPanel(page);
    await page.getByRole('radio', { name: /^A new card/ }).check();
    await fillCard(page, '4000 0000 0000 0050');
    const pay = page.getByRole('button', { name: /^Pay \$[\d,]+\.\d{2} now$/ });
    await pay.click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Insufficient funds' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('Insufficient funds available in account');
    // Everything but the card number and security code is still there; the debt still is.
    expect(await page.getByLabel('Card number').inputValue()).toBe('');
    expect(await page.getByLabel('Security code (CVV)').inputValue()).toBe('');
    expect(await page.getByLabel('ZIP code').inputValue()).toBe('67601');
    await planSection(page).getByText('Payment failed', { exact: true }).waitFor();
    await expectAccountPageAccessible(page);

    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Security code (CVV)').fill('123');
    await pay.click();
    await page.getByText('Order paid successfully!').first().waitFor();
    await expectPlanEnabledAgain(page);
    // Both tries are in the history: the declined one without a receipt, the paid one with one.
    const tries = history(page).getByRole('row').filter({ hasText: 'Debt payment' });
    await expect.poll(() => tries.count()).toBe(2);
    await tries.filter({ hasText: 'VISA ending in 0050' }).getByText('No receipt').waitFor();
    await tries
      .filter({ hasText: 'VISA ending in 1111' })
      .getByText('Approved (Settlement Pending)')
      .waitFor();
  });

  it('pays it by bank transfer: processing, then settled when the bank answers', async () => {
    const page = await billingPageOf('overdue.bank@demo.test');
    await openDebtPanel(page);
    await page.getByRole('radio', { name: /^Pay by bank transfer/ }).check();
    // The enrolment's bank-details form, without the billing address a debt payment takes none of.
    await page.getByLabel('Account holder first name').fill('Opal');
    expect(await page.getByLabel('Street address').count()).toBe(0);
    await page.getByLabel('Account holder last name').fill('Rivera');
    await page.getByLabel(/^Routing number/).fill('110000000');
    await page.getByLabel(/^Account number/).fill('000123456789');
    await expectAccountPageAccessible(page);
    await page.getByRole('button', { name: /^Pay \$[\d,]+\.\d{2} by bank transfer$/ }).click();

    await page
      .getByText(/^Your bank transfer is processing\./)
      .first()
      .waitFor();
    await expectPlanEnabledAgain(page);
    await planSection(page).getByText('Bank account ending in 6789').waitFor();
    const payment = history(page).getByRole('row').filter({ hasText: 'Debt payment' });
    await payment.getByText('Processing (waiting for your bank)').waitFor();
    await downloadDebtReceipt(page);
    // The account number is kept in no client storage.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain('000123456789');
    await expectAccountPageAccessible(page);

    // The settle-bank-transfers job records the bank's answer: the payment is approved.
    await expect
      .poll(
        async () => {
          await page.reload();
          await history(page).getByRole('row').filter({ hasText: 'Debt payment' }).waitFor();
          return payment.getByText('Processing (waiting for your bank)').count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(0);
    await payment.getByText(/^Approved/).waitFor();
    await expectPlanEnabledAgain(page);
  });
});
