// Journey (paid-selective, tenant `fhsu`): from "enrol now" to the dashboard through
// /enrollment/start, the account, the card payment, the profile, the course selection (with its
// limit of four and a reload before saving) and the full success page. axe-core checks each step.
import { describe, expect, it } from 'vitest';
import {
  choose,
  completeProfile,
  createAccount,
  expectAccessible,
  newLearner,
  pathOf,
  payByCard,
  continueFromConfirmation,
  startOrientation,
  enrolFromHome,
  journeyFixtures,
} from './support/enrolment';

const journey = journeyFixtures();

describe('paid-selective enrolment', () => {
  it('takes a visitor through payment, profile and course selection to the dashboard', async () => {
    const page = await journey.context.newPage();
    const learner = newLearner('Theo');
    await enrolFromHome(page, journey.portal.url('fhsu', '/'), {
      path: /\/enrollment\/start$/,
      heading: 'Start your enrollment',
    });
    await choose(page, 'Bachelor of General Studies');

    await page.waitForURL(/\/enrollment\/account$/);
    await expectAccessible(page);
    await createAccount(page, learner);
    await page.waitForURL(/\/enrollment\/payment$/);
    await page.getByText(/^Monthly plan - Payment plan: monthly - \$/).waitFor();

    // Promo codes change what is shown and charged: an unknown one is refused under its field.
    const dueToday = page.locator('.plan-summary__facts dd').first();
    const fullPrice = await dueToday.textContent();
    await page.getByLabel('Promo code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Not found', { exact: true }).waitFor();
    expect(await page.getByLabel('Promo code').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Promo code').fill('DEFER30');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo code DEFER30 applied.').waitFor();
    await page.getByText(/DEFER30: nothing to pay today/).waitFor();
    expect(await dueToday.textContent()).toBe('$0.00');
    expect(fullPrice).not.toBe('$0.00');
    await expectAccessible(page);
    // A deferred first payment: nothing is due today, and the button says what it does.
    await page.getByRole('button', { name: 'Start free trial' }).waitFor();
    await page.getByText(/^Nothing is charged today: your card is verified\./).waitFor();
    await payByCard(page, '4111 1111 1111 1111', learner, 'Start free trial');

    await page.waitForURL(/\/enrollment\/payment\/review\/success$/);
    await page.getByText('$0.00 today (free trial)').waitFor();
    await continueFromConfirmation(page);
    await completeProfile(page, { 'Which describes you best?': { select: 'New to FHSU' } });

    await page.waitForURL(/\/onboarding\/courses$/);
    await page.getByRole('heading', { name: 'Select your courses' }).waitFor();
    await page.getByRole('checkbox').first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save my courses' }).click();
    await page.getByText('Choose at least one course.').waitFor();

    // At most four: the others are disabled once four are chosen.
    const boxes = page.getByRole('checkbox');
    const names: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await boxes.nth(i).check();
      names.push((await page.locator('.choice__name').nth(i).textContent()) ?? '');
    }
    expect(await boxes.nth(4).isDisabled()).toBe(true);
    await page.getByText('4 of 4 courses chosen').waitFor();

    // A reload mid-journey resumes at the course step (nothing was saved yet).
    await page.reload();
    await page.getByRole('heading', { name: 'Select your courses' }).waitFor();
    expect(pathOf(page)).toBe('/onboarding/courses');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Save my courses' }).click();

    await page.waitForURL(/\/onboarding\/success$/);
    await page.getByRole('heading', { name: 'Your courses' }).waitFor();
    for (const name of names.slice(0, 2)) {
      await page.getByRole('listitem').filter({ hasText: name }).first().waitFor();
    }
    await expectAccessible(page);
    await startOrientation(page, learner);
    await page.close();
  });
});
