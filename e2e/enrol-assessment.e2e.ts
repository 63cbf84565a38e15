// Journey (assessment prepaid, tenant `davita`): /assessment-account-creation takes the access
// code and the account, then the profile and the orientation lead to the dashboard.
import { describe, it } from 'vitest';
import {
  completeProfile,
  createAccount,
  expectAccessible,
  newLearner,
  startOrientation,
  enrolFromHome,
  journeyFixtures,
} from './support/enrolment';

const journey = journeyFixtures();

describe('assessment prepaid enrolment', () => {
  it('takes a visitor from the home page to the dashboard', async () => {
    const page = await journey.context.newPage();
    const learner = newLearner('Rosa');
    await enrolFromHome(page, journey.portal.url('davita', '/'), {
      path: /\/assessment-account-creation$/,
      heading: 'Enter your access code',
    });

    await page
      .getByLabel('Degree program')
      .selectOption({ label: 'Teaching Foundations Certificate' });
    await page.getByLabel('Access code').fill('NOC-TFC-DEMO0071');
    await page.getByRole('button', { name: 'Check access code' }).click();
    await createAccount(page, learner);

    await page.waitForURL(/\/onboarding\/profile$/);
    await completeProfile(page, { 'Your DaVita teammate id': { text: 'DV-55102' } });
    await page.waitForURL(/\/onboarding\/success$/);
    await expectAccessible(page);
    await startOrientation(page, learner);

    // Signed in, the account-creation page sends the student to the dashboard.
    await page.goto(journey.portal.url('davita', '/assessment-account-creation'));
    await page.waitForURL(/\/account\/dashboard$/);
    await page.close();
  });
});
