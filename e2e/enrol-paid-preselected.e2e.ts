// Journey (paid-preselected, tenant `default`): from the home page's "enrol now" to the dashboard:
// choose a program, create the account, a declined card then a good one, the profile (with a
// reload in the middle of the journey, and the card's billing address offered as the home
// address) and the orientation. axe-core checks every step.
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  journeyFixtures,
  newLearner,
  pathOf,
  payByCard,
  continueFromConfirmation,
  expectConfirmation,
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
    // The payment step names the program, the steps, today's amount and what follows, the terms.
    await page.getByText('You are enrolling in Healthcare Administration Certificate.').waitFor();
    const steps = page.getByRole('navigation', { name: 'Enrolment steps' });
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain('Payment');
    await page.getByText(/^\$69\.45 per month, next charged on /).waitFor();
    await page.getByText(/You can cancel at any time from Billing Preferences/).waitFor();
    await page.getByText('We accept VISA, MasterCard, DISCOVER, AMEX.').waitFor();
    await expectAccessible(page);
    // What the account step asked is not asked again (WCAG 3.3.7): the name on the card starts
    // as the learner's (and can be changed), and the e-mail is not asked for.
    expect(await page.getByLabel('First name on card').inputValue()).toBe(learner.firstName);
    expect(await page.getByLabel('Last name on card').inputValue()).toBe(learner.lastName);
    expect(await page.getByRole('textbox', { name: /e-?mail/i }).count()).toBe(0);

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
    await page.getByText('Card type: VISA').waitFor();
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByRole('button', { name: 'Pay $69.45' }).click();

    // The confirmation (docs/checkout.md): what was bought, the amount, the order number, the receipt.
    await expectConfirmation(page, {
      bought: 'Healthcare Administration Certificate',
      amount: '$69.45',
      paidWith: 'VISA ending in 1111',
    });
    await page.getByText('Order paid successfully!').first().waitFor();
    // It is the server's order: a reload shows it again; going back does not offer to pay again.
    await page.reload();
    await page.getByRole('heading', { name: 'Thank you, your enrolment is paid' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname !== '/enrollment/payment');
    expect(await page.getByRole('button', { name: /^Pay \$/ }).count()).toBe(0);
    await page.goto(journey.portal.url('default', '/enrollment/payment/review/success'));
    await continueFromConfirmation(page);
    // Focus starts at the new page's heading.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Complete your profile');

    // A reload in the middle of the journey comes back to the same step.
    await page.reload();
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    expect(pathOf(page)).toBe('/onboarding/profile');
    // So does a return visit to an earlier step.
    await page.goto(journey.portal.url('default', '/enrollment/payment'));
    await page.waitForURL(/\/onboarding\/profile$/);
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();

    // Nor does the profile step ask again for the name or the e-mail (WCAG 3.3.7), and the home
    // address starts as the billing address the card was paid with, saying so to every reader.
    expect(await page.getByRole('textbox', { name: /name|e-?mail/i }).count()).toBe(0);
    const home = page.getByRole('group', { name: 'Home address' });
    expect(await home.getByLabel('Street address').inputValue()).toBe('200 Harbor Way');
    expect(await home.getByLabel('City').inputValue()).toBe('Hays');
    expect(await home.getByLabel('State').inputValue()).toBe('KS');
    expect(await home.getByLabel('ZIP code').inputValue()).toBe('67601');
    const described = await home.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(
      'We filled in the billing address you paid with. Change it if you live somewhere else.',
    );

    // The rules of docs/product/validation.md, on submit: the first error (now the phone) gets the focus.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('This field is required').first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await page.getByLabel('Phone number').getAttribute('id'),
    );
    await page.getByLabel('Target completion date').fill('01/2020');
    await page.getByLabel('Target completion date').blur();
    await page.getByText("Target date can't be in past").waitFor();
    await expectAccessible(page);

    // The phone typed any common way is shown and saved as (###) ###-####.
    await page.getByLabel('Phone number').fill('555.123.4567');
    await page.getByLabel('Phone number').blur();
    expect(await page.getByLabel('Phone number').inputValue()).toBe('(555) 123-4567');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/user-api/users') && r.request().method() === 'PUT',
    );
    // The address offered is kept as it is: only what was never asked is filled in.
    await page.getByLabel('Phone number').fill('+1 555 123 4567');
    await page.getByLabel('Date of birth').fill('1994-03-15');
    await page.getByLabel('Target completion date').fill('06/2030');
    await page
      .getByLabel('What is your main reason for taking courses?')
      .selectOption('Grow in my job');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const user = await response.json();
    expect(user.phoneNumbers).toEqual(['(555) 123-4567']);
    expect(user.addresses).toEqual([
      {
        addressType: 'billing',
        address1: '200 Harbor Way',
        city: 'Hays',
        state: 'KS',
        country: 'US',
        zipCode: '67601',
      },
    ]);
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
