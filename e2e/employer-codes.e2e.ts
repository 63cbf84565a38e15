// Journey: an employer's access codes (docs/employers.md). Harborline Health's staff member signs
// in to the console on the employer's own site, generates a batch of two codes for a program from
// Access codes, lands on the batch, and withdraws one of the codes with a reason in the dialog:
// the code reads withdrawn, the other stays available.
import type { Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { expectAccountPageAccessible } from './support/account-pages';
import { journeyFixtures } from './support/enrolment';
import { signInAsStaff } from './support/staff';

const TENANT = 'harborline';
const fixtures = journeyFixtures();
let page: Page;

afterAll(async () => {
  await page?.context().close();
});

describe("an employer's access codes", () => {
  it('generates a batch of codes and withdraws one of them', async () => {
    page = await (await fixtures.newContext()).newPage();
    await signInAsStaff(page, fixtures.portal, 'employer@staff.demo.test', TENANT);
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Access codes' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Access codes' }).waitFor();
    // The demo batch is listed, and last month's and this month's statements.
    await page.getByRole('table', { name: 'Batches of access codes, page 1' }).waitFor();

    const form = page.getByRole('region', { name: 'Generate a batch' });
    await form.getByLabel('Program').selectOption('1'); // NOC-AAGS
    await form.getByLabel('Number of codes').fill('2');
    await form.getByRole('button', { name: 'Generate the codes' }).click();
    await page.waitForURL(/\/staff\/employer\/codes\/[0-9a-f-]{36}$/);
    const codes = page.getByRole('table', { name: '2 codes' });
    await codes.waitFor();
    await page.getByText('2 codes: 2 available, 0 redeemed, 0 withdrawn, 0 expired').waitFor();
    await expectAccountPageAccessible(page);

    const [row] = await codes.getByRole('row').filter({ hasText: 'Available' }).all();
    const code = (await row!.getByRole('rowheader').textContent())!.trim();
    await row!.getByRole('button', { name: `Withdraw ${code}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Withdraw ${code}` });
    await dialog.getByLabel('Reason').fill('Handed to the wrong person');
    await dialog.getByRole('button', { name: 'Withdraw the code' }).click();
    await dialog.waitFor({ state: 'detached' });
    await codes
      .getByRole('row', { name: new RegExp(code) })
      .getByText('Withdrawn')
      .waitFor();
    await page.getByText('2 codes: 1 available, 0 redeemed, 1 withdrawn, 0 expired').waitFor();
  });
});
