// Journey (assessment prepaid, tenant `davita`): /assessment-account-creation takes the access
// code and the account, then the profile and the orientation lead to the dashboard.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  completeProfile,
  createAccount,
  expectAccessible,
  newLearner,
  startOrientation,
} from './support/enrolment';
import { startPortal, type PortalServer } from './support/portal-server';

let portal: PortalServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  context = await browser.newContext({ bypassCSP: true });
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('assessment prepaid enrolment', () => {
  it('takes a visitor from the home page to the dashboard', async () => {
    const page = await context.newPage();
    const learner = newLearner('Rosa');
    await page.goto(portal.url('davita', '/'));
    await page.getByRole('link', { name: 'Enrol now' }).first().click();
    await page.waitForURL(/\/assessment-account-creation$/);
    await page.getByRole('heading', { name: 'Enter your access code' }).waitFor();
    await expectAccessible(page);

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
    await page.goto(portal.url('davita', '/assessment-account-creation'));
    await page.waitForURL(/\/account\/dashboard$/);
    await page.close();
  });
});
