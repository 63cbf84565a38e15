// Journeys with the keyboard alone (docs/accessibility/keyboard-and-timing.md): a new learner enrols in each of the four
// onboarding modes with Tab, typing, the arrow keys, Enter and Space. Every stop of the focus is
// shown and clear of the sticky header (support/keyboard.ts); after each navigation the focus is
// on the new page's heading; a failed submit puts it on the first field in error.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  choose,
  completeProfile,
  createAccount,
  GOOD_CARD,
  expectAccessible,
  expectConfirmation,
  journeyFixtures,
  newLearner,
  payByCard,
  startOrientation,
  type Learner,
} from './support/enrolment';
import { expectFocusOnHeading, keyboard, press, toggle } from './support/keyboard';

const journey = journeyFixtures();

async function newPage(): Promise<Page> {
  return (await journey.newContext()).newPage();
}

/**
 * From the tenant's home page (a visitor page, so the link loads a new document that starts
 * reading at its top), the keyboard follows "Enrol now" to the mode's first step.
 */
async function enrolNow(page: Page, tenant: string, path: RegExp, heading: string) {
  await page.goto(journey.portal.url(tenant, '/'));
  await press(page, page.getByRole('link', { name: 'Enrol now' }).first());
  await page.waitForURL(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** An access code for a program, checked with the keyboard (prepaid and assessment modes). */
async function enterAccessCode(page: Page, program: string, code: string) {
  await keyboard.select(page.getByLabel('Degree program'), program);
  await keyboard.fill(page.getByLabel('Access code'), code);
  await keyboard.activate(page.getByRole('button', { name: 'Check access code' }));
}

/**
 * The profile: first an empty submit (focus goes to the first field in error: the street, or the
 * phone when the paid modes' billing address is offered as the home address, WCAG 3.3.7), then
 * filled.
 */
async function profileToDashboard(
  page: Page,
  learner: Learner,
  answers: Parameters<typeof completeProfile>[1],
  firstInError: 'Street address' | 'Phone number' = 'Street address',
) {
  await page.waitForURL(/\/onboarding\/profile$/);
  await expectFocusOnHeading(page, 'Complete your profile');
  await press(page, page.getByRole('button', { name: 'Save and continue' }));
  await page.getByText('This field is required').first().waitFor();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(
    await page.getByLabel(firstInError).getAttribute('id'),
  );
  await completeProfile(page, answers, '(785) 555-0100', keyboard);
  await page.waitForURL(/\/onboarding\/(success|courses)$/);
}

async function orientationToDashboard(page: Page, learner: Learner) {
  await page.waitForURL(/\/onboarding\/success$/);
  await expectFocusOnHeading(page, `You're enrolled, ${learner.firstName}!`);
  await startOrientation(page, learner, keyboard);
  await expectFocusOnHeading(page, `Welcome, ${learner.firstName}`);
}

describe('enrolling with the keyboard alone', () => {
  it('paid-preselected (default): program, account, a card payment, profile', async () => {
    const page = await newPage();
    const learner = newLearner('Kofi');
    await enrolNow(page, 'default', /\/program$/, 'Choose your program');
    await choose(page, 'Healthcare Administration Certificate', keyboard);
    await page.waitForURL(/\/enrollment\/account$/);
    await createAccount(page, learner, keyboard);
    await page.waitForURL(/\/enrollment\/payment$/);

    // A refused card: the message is announced and the learner types a good card in its place.
    await payByCard(page, '4000 0000 0000 0050', learner, /^Pay \$/, keyboard);
    await page.getByRole('alert').filter({ hasText: 'Insufficient funds' }).waitFor();
    await keyboard.fill(page.getByLabel('Card number'), GOOD_CARD.number);
    await keyboard.fill(page.getByLabel('Security code (CVV)'), '123');
    await keyboard.activate(page.getByRole('button', { name: 'Pay $69.45' }));
    await expectConfirmation(
      page,
      {
        bought: 'Healthcare Administration Certificate',
        amount: '$69.45',
        paidWith: GOOD_CARD.shownAs,
      },
      keyboard,
    );
    await press(page, page.getByRole('link', { name: 'Continue to your profile' }));
    await profileToDashboard(
      page,
      learner,
      {
        'What is your main reason for taking courses?': { select: 'Grow in my job' },
      },
      'Phone number',
    );
    await orientationToDashboard(page, learner);
    await page.context().close();
  });

  it('paid-selective (fhsu): program, account, a free trial by card, profile, courses', async () => {
    const page = await newPage();
    const learner = newLearner('Amara');
    await enrolNow(page, 'fhsu', /\/enrollment\/start$/, 'Start your enrollment');
    await choose(page, 'Bachelor of General Studies', keyboard);
    await page.waitForURL(/\/enrollment\/account$/);
    await createAccount(page, learner, keyboard);
    await page.waitForURL(/\/enrollment\/payment$/);
    await keyboard.fill(page.getByLabel('Promo code'), 'DEFER30');
    await keyboard.activate(page.getByRole('button', { name: 'Apply' }));
    await page.getByText('Promo code DEFER30 applied.').waitFor();
    await payByCard(page, GOOD_CARD.number, learner, 'Start free trial', keyboard);
    await page.waitForURL(/\/enrollment\/payment\/review\/success$/);
    await press(page, page.getByRole('link', { name: 'Continue to your profile' }));
    await profileToDashboard(
      page,
      learner,
      {
        'Which describes you best?': { select: 'New to FHSU' },
      },
      'Phone number',
    );

    await expectFocusOnHeading(page, 'Select your courses');
    // Saving none is refused, and the focus stays on the form's controls.
    await press(page, page.getByRole('button', { name: 'Save my courses' }));
    await page.getByText('Choose at least one course.').waitFor();
    for (const box of (await page.getByRole('checkbox').all()).slice(0, 2)) {
      await toggle(page, box);
      expect(await box.isChecked()).toBe(true);
    }
    await page.getByText('2 of 4 courses chosen').waitFor();
    await press(page, page.getByRole('button', { name: 'Save my courses' }));
    await orientationToDashboard(page, learner);
    await page.context().close();
  });

  it('prepaid (harborline): an access code, the account, profile', async () => {
    const page = await newPage();
    const learner = newLearner('Lena');
    await enrolNow(page, 'harborline', /\/enrollment\/account$/, 'Enter your access code');
    await enterAccessCode(page, 'Healthcare Administration Certificate', 'NOC-HCAC-DEMO0061');
    await page.getByText('Your access code is valid for', { exact: false }).waitFor();
    await createAccount(page, learner, keyboard);
    await profileToDashboard(page, learner, {
      'Your Harborline employee number': { text: 'HB 20417' },
    });
    await orientationToDashboard(page, learner);
    await page.context().close();
  });

  it('assessment prepaid (davita): an access code, the account, profile', async () => {
    const page = await newPage();
    const learner = newLearner('Tomas');
    await enrolNow(page, 'davita', /\/assessment-account-creation$/, 'Enter your access code');
    await enterAccessCode(page, 'Teaching Foundations Certificate', 'NOC-TFC-DEMO0071');
    await createAccount(page, learner, keyboard);
    await profileToDashboard(page, learner, { 'Your DaVita teammate id': { text: 'DV-55102' } });
    await expectAccessible(page);
    await orientationToDashboard(page, learner);

    // Signed in, the account-creation page sends the student to the dashboard.
    await page.goto(journey.portal.url('davita', '/assessment-account-creation'));
    await page.waitForURL(/\/account\/dashboard$/);
    await page.context().close();
  });
});
