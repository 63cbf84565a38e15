// Journey (paid-preselected, tenant `default`): from the home page's "enrol now" to the dashboard:
// choose a program, create the account, a declined card then a good one, the profile (with a
// reload in the middle of the journey) and the orientation. axe-core checks every step.
import { describe, expect, it } from 'vitest';
import {
  completeProfile,
  expectAccessible,
  journeyFixtures,
  newLearner,
  pathOf,
  payByCard,
  reachPaymentStep,
  startOrientation,
} from './support/enrolment';

const journey = journeyFixtures();

describe('paid-preselected enrolment', () => {
  it('takes a visitor from the home page to the dashboard, through a declined card', async () => {
    const page = await journey.context.newPage();
    const learner = newLearner('Maya');
    await reachPaymentStep(page, journey.portal, learner);
    await page
      .getByText('Monthly plan - Payment plan: monthly - $69.45 per month', { exact: true })
      .waitFor();
    await expectAccessible(page);

    await payByCard(page, '4000 0000 0000 0050', learner);
    const refusal = page.getByRole('alert').filter({ hasText: 'Insufficient funds' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('Insufficient funds available in account');
    expect(pathOf(page)).toBe('/enrollment/payment');
    // Everything but the card number and security code is still there.
    expect(await page.getByLabel('Card number').inputValue()).toBe('');
    expect(await page.getByLabel('Security code (CVV)').inputValue()).toBe('');
    expect(await page.getByLabel('First name on card').inputValue()).toBe(learner.firstName);
    expect(await page.getByLabel('ZIP code').inputValue()).toBe('67601');
    await expectAccessible(page);

    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/onboarding\/profile$/);
    await page.getByText('Order paid successfully!').first().waitFor();

    // A reload in the middle of the journey comes back to the same step.
    await page.reload();
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    expect(pathOf(page)).toBe('/onboarding/profile');
    // So does a return visit to an earlier step.
    await page.goto(journey.portal.url('default', '/enrollment/payment'));
    await page.waitForURL(/\/onboarding\/profile$/);
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();

    // The rules of SPEC §5, on submit: the first error gets the focus.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('This field is required').first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await page.getByLabel('Street address').getAttribute('id'),
    );
    await page.getByLabel('Target completion date').fill('01/2020');
    await page.getByLabel('Target completion date').blur();
    await page.getByText("Target date can't be in past").waitFor();
    await expectAccessible(page);

    await completeProfile(page, {
      'What is your main reason for taking courses?': { select: 'Grow in my job' },
    });
    await page.waitForURL(/\/onboarding\/success$/);
    await page.getByRole('heading', { name: `You're enrolled, ${learner.firstName}!` }).waitFor();
    await expectAccessible(page);
    await startOrientation(page, learner);

    // Signed in, the picker sends the student to their dashboard.
    await page.goto(journey.portal.url('default', '/program'));
    await page.waitForURL(/\/account\/dashboard$/);
    await page.close();
  });
});
