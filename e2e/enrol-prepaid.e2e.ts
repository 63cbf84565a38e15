// Journey (prepaid, tenant `harborline`): the access code is checked before the account exists,
// pays for the enrolment right after the account is made, and the learner goes on through the
// profile to the dashboard. The same code is refused to a second learner.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  completeProfile,
  createAccount,
  expectAccessible,
  newLearner,
  pathOf,
  startOrientation,
  enrolFromHome,
  journeyFixtures,
} from './support/enrolment';

// Demo tokens of docs/enrollment-api.md: program 6 is the Healthcare Administration Certificate.
const PROGRAM = 'Healthcare Administration Certificate';
const TOKEN = 'NOC-HCAC-DEMO0061';

const journey = journeyFixtures();

async function enterAccessCode(page: Page, token: string) {
  await page.getByLabel('Degree program').selectOption({ label: PROGRAM });
  await page.getByLabel('Access code').fill(token);
  await page.getByRole('button', { name: 'Check access code' }).click();
}

describe('prepaid enrolment', () => {
  it('takes a visitor with an access code to the dashboard', async () => {
    const page = await journey.context.newPage();
    const learner = newLearner('Ines');
    await enrolFromHome(page, journey.portal.url('harborline', '/'), {
      path: /\/enrollment\/account$/,
      heading: 'Enter your access code',
    });

    // A code with another program's prefix is refused, under the input.
    await enterAccessCode(page, 'NOC-AAGS-DEMO0061');
    await page
      .getByText('Token prefix does not match enrollment code', { exact: true })
      .first()
      .waitFor();
    expect(await page.getByLabel('Access code').getAttribute('aria-invalid')).toBe('true');
    // The catalogue's words stay, with a plain explanation under them.
    await page.getByText(/^This access code belongs to a different program or school\./).waitFor();

    // Typed in lower case, the code is accepted (docs/checkout.md).
    await enterAccessCode(page, TOKEN.toLowerCase());
    await page.getByText(`Your access code is valid for ${PROGRAM}.`, { exact: false }).waitFor();
    await expectAccessible(page);
    await createAccount(page, learner);

    await page.waitForURL(/\/onboarding\/profile$/);
    // Prepaid: the enrolment steps of a paid checkout are not shown.
    expect(await page.getByRole('navigation', { name: 'Enrolment steps' }).count()).toBe(0);
    await page.reload(); // resumes at the profile
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    expect(pathOf(page)).toBe('/onboarding/profile');
    await expectAccessible(page);
    await completeProfile(page, { 'Your Harborline employee number': { text: 'HB 20417' } });

    await page.waitForURL(/\/onboarding\/success$/);
    await page.getByRole('heading', { name: `You're enrolled, ${learner.firstName}!` }).waitFor();
    await startOrientation(page, learner);
    await page.close();
  });

  it('refuses the same access code to a second learner, in any letter case', async () => {
    const page = await (await journey.newContext()).newPage();
    const learner = newLearner('Jonah');
    await page.goto(journey.portal.url('harborline', '/enrollment/account'));
    await enterAccessCode(page, 'Noc-Hcac-Demo0061');
    await page.getByText('This Access Code was already used', { exact: true }).first().waitFor();
    expect(pathOf(page)).toBe('/enrollment/account');
    await expectAccessible(page);

    // Another code works for them.
    await enterAccessCode(page, 'NOC-HCAC-DEMO0062');
    await createAccount(page, learner);
    await page.waitForURL(/\/onboarding\/profile$/);
    await page.context().close();
  });

  it("does not speak of paying on the prepaid tenant's /enrollment/start", async () => {
    const page = await (await journey.newContext()).newPage();
    await page.goto(journey.portal.url('harborline', '/enrollment/start'));
    await page.getByRole('heading', { name: 'Start your enrollment' }).waitFor();
    await page.getByRole('radio').first().waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/\bpay|\$\d/i);
    expect(text).toContain('access code');
    await page.context().close();
  });
});
