// Journey: challenge exams (docs/challenge-exams.md). From a course card on the dashboard, a student buys the
// course's challenge exam: paid by card, enabled at $0.00, declined then paid again through the
// pay-again link, and by PayPal after a cancelled checkout; the page then shows the exam's
// registration with the proctoring service (the sandbox registers it within seconds). axe-core
// checks the exam page.
import type { Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { expectAccountPageAccessible, signInAsDemo } from './support/account-pages';
import { journeyFixtures, newLearner, payByCard } from './support/enrolment';

const fixtures = journeyFixtures();
const pages: Page[] = [];

afterAll(async () => {
  for (const page of pages) await page.context().close();
});

async function studentOnDashboard(tenant: string, email: string, firstName: string) {
  const page = await (await fixtures.newContext()).newPage();
  pages.push(page);
  await signInAsDemo(page, fixtures.portal.url(tenant, '/login'), email);
  await page.waitForURL(/\/account\/dashboard$/);
  await page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` }).waitFor();
  return page;
}

/** "Take a challenge exam" on the course's card, to the exam's payment page. */
async function takeExamOf(page: Page, course: string, exam: string) {
  await page
    .getByRole('article', { name: course })
    .getByRole('link', { name: `Take a challenge exam for ${course}` })
    .click();
  await page.waitForURL(/\/account\/challenge-exam\/payment\/\d+$/);
  await page.getByRole('heading', { level: 1, name: exam }).waitFor();
}

const registration = (page: Page) => page.getByRole('region', { name: 'Your registration' });

describe('challenge exams', () => {
  it('pays an exam by card and shows its registration', async () => {
    const page = await studentOnDashboard('fhsu', 'selective.student@demo.test', 'Sol');
    await takeExamOf(page, 'Introduction to Business', 'BUS101 Challenge Exam');
    await page.getByText('$49.00', { exact: true }).waitFor();
    await expectAccountPageAccessible(page);

    await payByCard(page, '4111 1111 1111 1111', newLearner('Sol'));
    // On the page (a notification says it too, outside the main region).
    await page
      .getByRole('main')
      .getByText(
        'Your payment for the BUS101 Challenge Exam is complete. You can schedule your challenge exam now.',
      )
      .waitFor();
    // Pending until the sandbox proctoring job registers it, within seconds (on a busy machine,
    // sometimes before the page has shown the pending state); a live update brings it to the page.
    await registration(page)
      .getByText(/Status: (Registration pending|Registered)/)
      .waitFor();
    await registration(page).getByText('Status: Registered').waitFor({ timeout: 30_000 });
    await expectAccountPageAccessible(page);

    // The order and its receipt, from the page.
    await page.getByRole('link', { name: 'See the order and its receipt' }).click();
    await page.getByRole('rowheader', { name: 'BUS101 Challenge Exam' }).waitFor();
  });

  it('enables a $0.00 exam without a payment', async () => {
    const page = await studentOnDashboard('default', 'student@demo.test', 'Sam');
    await takeExamOf(page, 'Programming Fundamentals', 'CSC110 Challenge Exam');
    await page.getByText('This exam is free for you: no payment is needed.').waitFor();
    await page.getByRole('button', { name: 'Enable the exam' }).click();
    // On the page (a notification says it too, outside the main region).
    await page
      .getByRole('main')
      .getByText(
        'Your challenge exam CSC110 Challenge Exam has been enabled. You can schedule your Challenge Exam now.',
      )
      .waitFor();
    await registration(page)
      .getByText(/Status: (Registration pending|Registered)/)
      .waitFor();
    await expectAccountPageAccessible(page);
  });

  it('declines a card, then pays again from the pay-again link', async () => {
    const page = await studentOnDashboard('default', 'student@demo.test', 'Sam');
    await takeExamOf(page, 'Introduction to Business', 'BUS101 Challenge Exam');
    const learner = newLearner('Sam');

    await payByCard(page, '4000 0000 0000 0012', learner);
    const failure = page.getByRole('alert').filter({ hasText: 'Your payment did not go through' });
    await failure
      .getByText(
        'Check the credit card number, expiration date, and transaction information and re-submit. Call the card issuing bank if unresolved.',
      )
      .waitFor();
    await expectAccountPageAccessible(page);

    await failure.getByRole('link', { name: 'Pay again' }).click();
    await page
      .getByText('Your last payment for this exam was declined. Please try again.')
      .waitFor();
    await payByCard(page, '4111 1111 1111 1111', learner);
    // On the page (a notification says it too, outside the main region).
    await page
      .getByRole('main')
      .getByText(
        'Your payment for the BUS101 Challenge Exam is complete. You can schedule your challenge exam now.',
      )
      .waitFor();
  });

  it('pays by PayPal after a cancelled checkout, coming back to the exam page', async () => {
    const page = await studentOnDashboard('metro-transit', 'transit@demo.test', 'Tomas');
    await takeExamOf(page, 'Introduction to Business', 'BUS101 Challenge Exam');
    const toPayPal = async () => {
      await page.getByRole('radio', { name: 'Pay with PayPal' }).check();
      await page.getByRole('button', { name: 'Continue to PayPal' }).click();
      await page.waitForURL(/\/sandbox-paypal\/checkoutnow\?token=/);
    };

    await toPayPal();
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await page.waitForURL(/\/account\/challenge-exam\/payment\/101001\?paypal=cancel/);
    const failure = page.getByRole('alert').filter({ hasText: 'Your payment did not go through' });
    await failure.getByText('The payment has been cancelled.').waitFor();
    await failure.getByRole('link', { name: 'Pay again' }).click();

    await toPayPal();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    // On the page (a notification says it too, outside the main region).
    await page
      .getByRole('main')
      .getByText(
        'Your payment for the BUS101 Challenge Exam is complete. You can schedule your challenge exam now.',
      )
      .waitFor();
    await page.waitForURL(/\/account\/challenge-exam\/payment\/101001$/);
    await registration(page)
      .getByText(/Status: (Registration pending|Registered)/)
      .waitFor();
  });
});
