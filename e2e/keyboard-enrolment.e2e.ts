// Journeys with the keyboard alone (docs/accessibility/keyboard-and-timing.md): a new learner enrols in each of the four
// onboarding modes with Tab, typing, the arrow keys, Enter and Space. Every stop of the focus is
// shown and clear of the sticky header (support/keyboard.ts); after each navigation the focus is
// on the new page's heading; a failed submit puts it on the first field in error. The steps find
// each control by the name the page's language gives it: the paid-preselected learner enrols on
// the default tenant's Spanish pages, which show no English sentence on the way
// (docs/languages.md "What is checked").
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
import { expectNoEnglish } from './support/english-sentences';
import { expectFocusOnHeading, keyboard, press, toggle } from './support/keyboard';
import { wordsOf } from './support/messages';

const journey = journeyFixtures();

async function newPage(): Promise<Page> {
  return (await journey.newContext()).newPage();
}

/**
 * From the tenant's home page (`home`, a visitor page, so the link loads a new document that
 * starts reading at its top), the keyboard follows "Enrol now" to the mode's first step, whose
 * heading is the message `heading`.
 */
async function enrolNow(
  page: Page,
  tenant: string,
  path: RegExp,
  heading: `${string}:${string}`,
  home = '/',
) {
  await page.goto(journey.portal.url(tenant, home));
  const t = await wordsOf(page);
  await press(page, page.getByRole('link', { name: t('shell:header.enrolNow') }).first());
  await page.waitForURL(path);
  await page.getByRole('heading', { level: 1, name: t(heading) }).waitFor();
}

/** An access code for a program, checked with the keyboard (prepaid and assessment modes). */
async function enterAccessCode(page: Page, program: string, code: string) {
  const t = await wordsOf(page);
  await keyboard.select(page.getByLabel(t('enrollment:accessCode.program')), program);
  await keyboard.fill(page.getByLabel(t('enrollment:accessCode.token')), code);
  await keyboard.activate(page.getByRole('button', { name: t('enrollment:accessCode.submit') }));
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
  firstInError: 'common:address.address1' | 'onboarding:profile.phone' = 'common:address.address1',
) {
  await page.waitForURL(/\/onboarding\/profile$/);
  const t = await wordsOf(page);
  await expectFocusOnHeading(page, t('onboarding:profile.heading'));
  await press(page, page.getByRole('button', { name: t('onboarding:profile.submit') }));
  await page.getByText(t('domain:validation.required')).first().waitFor();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(
    await page.getByLabel(t(firstInError)).getAttribute('id'),
  );
  await completeProfile(page, answers, '(785) 555-0100', keyboard);
  await page.waitForURL(/\/onboarding\/(success|courses)$/);
}

async function orientationToDashboard(page: Page, learner: Learner) {
  await page.waitForURL(/\/onboarding\/success$/);
  const t = await wordsOf(page);
  const firstName = learner.firstName;
  await expectFocusOnHeading(page, t('onboarding:success.heading', { firstName }));
  await startOrientation(page, learner, keyboard);
  await expectFocusOnHeading(page, t('dashboard:heading', { firstName }));
}

describe('enrolling with the keyboard alone', () => {
  it('paid-preselected (default), in Spanish: program, account, a card payment, profile', async () => {
    const page = await newPage();
    const learner = newLearner('Kofi');
    // Each page on the way is Spanish throughout.
    const spanish = async (path: RegExp) => {
      await page.waitForURL(path);
      await expectNoEnglish(page);
    };
    await enrolNow(page, 'default', /\/es\/program$/, 'enrollment:program.heading', '/es/');
    await expectNoEnglish(page);
    const t = await wordsOf(page);
    await choose(page, 'Healthcare Administration Certificate', keyboard);
    await spanish(/\/es\/enrollment\/account$/);
    await createAccount(page, learner, keyboard);
    await spanish(/\/es\/enrollment\/payment$/);

    // A refused card: the message is announced and the learner types a good card in its place.
    await payByCard(page, '4000 0000 0000 0050', learner, undefined, keyboard);
    const declined = t('domain:errors.CARD_INSUFFICIENT_FUNDS');
    await page.getByRole('alert').filter({ hasText: declined }).waitFor();
    await expectNoEnglish(page);
    await keyboard.fill(page.getByLabel(t('payments:card.number')), GOOD_CARD.number);
    await keyboard.fill(page.getByLabel(t('payments:card.cvv')), '123');
    const pay = t('enrollment:checkout.pay', { amount: '$69.45' });
    await keyboard.activate(page.getByRole('button', { name: pay }));
    await expectConfirmation(
      page,
      {
        bought: 'Healthcare Administration Certificate',
        amount: '$69.45',
        paidWith: t('enrollment:review.card', { brand: 'VISA', lastFour: '1111' }),
      },
      keyboard,
    );
    await expectNoEnglish(page);
    const next = t('enrollment:checkout.confirmation.continue');
    await press(page, page.getByRole('link', { name: next }));
    await spanish(/\/es\/onboarding\/profile$/);
    // The tenant's own question is English: docs/languages.md "Not yet".
    await profileToDashboard(
      page,
      learner,
      {
        'What is your main reason for taking courses?': { select: 'Grow in my job' },
      },
      'onboarding:profile.phone',
    );
    await expectNoEnglish(page);
    await orientationToDashboard(page, learner);
    await spanish(/\/es\/account\/dashboard$/);
    await page.context().close();
  });

  it('paid-selective (fhsu): program, account, a free trial by card, profile, courses', async () => {
    const page = await newPage();
    const learner = newLearner('Amara');
    await enrolNow(page, 'fhsu', /\/enrollment\/start$/, 'enrollment:start.heading');
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
      'onboarding:profile.phone',
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
    await enrolNow(page, 'harborline', /\/enrollment\/account$/, 'enrollment:prepaid.code.heading');
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
    await enrolNow(
      page,
      'davita',
      /\/assessment-account-creation$/,
      'enrollment:prepaid.code.heading',
    );
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
