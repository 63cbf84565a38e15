// Journey: the demo student's billing preferences (docs/billing.md): the plan and the payment history,
// a new card, cancel and restart, a receipt read back, the details of a charge, in the tenant's theme.
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccountPageAccessible } from './support/account-pages';
import { downloadedBytes } from './support/browser';
import { journeyFixtures, pathOf } from './support/enrolment';
import { DEMO_PASSWORD } from './support/portal-and-browser';

const fixtures = journeyFixtures();
let page: Page;

afterAll(async () => {
  await page?.context().close();
});

const expectAccessible = () => expectAccountPageAccessible(page);

const planSection = () => page.getByRole('region', { name: 'Your payment plan' });

describe('billing preferences', () => {
  it('opens from the account menu and shows the plan, membership and history', async () => {
    page = await fixtures.context.newPage();
    await page.goto(fixtures.portal.url('default', '/login'));
    await page.getByLabel('Email').fill('student@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/account\/dashboard$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Billing Preferences' }).click();
    await page.waitForURL(/\/account\/billing-preferences$/);
    await page.getByRole('heading', { level: 1, name: 'Billing preferences' }).waitFor();

    await planSection()
      .getByText(/^Monthly plan - Payment plan: monthly - \$[\d,]+\.\d{2} per month$/)
      .waitFor();
    await planSection().getByText('Active', { exact: true }).waitFor();
    await planSection().getByText('VISA ending in 1111').waitFor();
    await page
      .getByRole('region', { name: 'Membership' })
      .getByText('Active', { exact: true })
      .waitFor();

    const table = page.getByRole('table', { name: 'Payment history' });
    await table.waitFor();
    // The header row, two charges of the plan and the enrolment payment, newest first.
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    await table.getByRole('link', { name: 'Monthly plan, payment 3' }).waitFor();
    await expectAccessible();

    // The tenant's brand colour, through the theme's custom properties.
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim(),
    );
    expect(brand).not.toBe('');
    const border = await planSection().evaluate((el) => getComputedStyle(el).borderTopColor);
    const probe = await page.evaluate((colour) => {
      const el = document.createElement('div');
      el.style.color = colour;
      document.body.append(el);
      const rgb = getComputedStyle(el).color;
      el.remove();
      return rgb;
    }, brand);
    expect(border).toBe(probe);
  });

  it('changes the card on file with the enrolment card form', async () => {
    await planSection().getByRole('button', { name: 'Change card' }).click();
    await page.getByRole('heading', { name: 'Change your card' }).waitFor();
    await page.getByLabel('First name on card').fill('Sam');
    await page.getByLabel('Last name on card').fill('Rivera');
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    // The card type comes from the number: no select to set.
    await page.getByText('Card type: MasterCard').waitFor();
    await page.getByLabel('Expiration date').fill('12/2031');
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByLabel('Street address').fill('200 Harbor Way');
    await page.getByLabel('City').fill('Hays');
    await page.getByLabel('State').fill('KS');
    await page.getByLabel('ZIP code').fill('67601');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByText('Your card has been changed.').first().waitFor();
    await planSection().getByText('MasterCard ending in 4444').waitFor();
    // The form closed and the focus went back to the button that opened it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Change card');
  });

  it('cancels the plan with a reason, then restarts it', async () => {
    await planSection().getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByLabel('Why are you leaving? (optional)').fill('Taking a semester off');
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    await page.getByText('Your payment plan has been cancelled.').first().waitFor();
    await planSection()
      .getByText('Cancelled, active until the end of the paid period', { exact: true })
      .waitFor();
    await planSection().getByText('No further payments are scheduled').waitFor();

    await planSection().getByRole('button', { name: 'Restart plan' }).click();
    await page.getByText('Your payment plan has been restarted.').first().waitFor();
    await planSection().getByText('Active', { exact: true }).waitFor();
    await planSection().getByRole('button', { name: 'Cancel plan' }).waitFor();
  });

  it('downloads a receipt as a PDF', async () => {
    const table = page.getByRole('table', { name: 'Payment history' });
    const row = table.getByRole('row').filter({ hasText: 'Monthly plan, payment 3' });
    const amount = (await row.textContent())?.match(/\$[\d,]+\.\d{2}/)?.[0];
    expect(amount).toBeDefined();
    const answer = page.waitForResponse((r) => r.url().endsWith('/pdf'));
    const download = page.waitForEvent('download');
    await row
      .getByRole('button', { name: /^Download PDF: the receipt of Monthly plan, payment 3/ })
      .click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    // The file the browser saved is the PDF the server sent.
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^receipt-[0-9a-f]{8}\.pdf$/);
    const file = await downloadedBytes(saved);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Read as a person would: the amount the history shows, the card by brand and last four only.
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file)), {
      mergePages: true,
    });
    expect(text).toContain(amount);
    expect(text).toContain('1111');
    expect(text).not.toMatch(/4111[ -]?1111/);
  });

  it('shows a charge in detail, and the back button returns to billing', async () => {
    await page
      .getByRole('table', { name: 'Payment history' })
      .getByRole('link', { name: 'Monthly plan, payment 3' })
      .click();
    await page.waitForURL(/\/account\/order\/[\w-]+\/[\w-]+\/SUBSCRIPTION$/);
    const charge = page.getByRole('region', { name: 'Payment plan charge' });
    await charge.getByText('Settlement Pending').waitFor();
    await charge.getByText('Approved', { exact: true }).waitFor();
    await charge.getByRole('button', { name: 'Download receipt (PDF)' }).waitFor();
    await expectAccessible();
    await page.goBack();
    await page.waitForURL(/\/account\/billing-preferences$/);
    expect(pathOf(page)).toBe('/account/billing-preferences');
    await page.getByRole('table', { name: 'Payment history' }).waitFor();
  });

  it('fits a small screen: the history rows stack, nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('table', { name: 'Payment history' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // From the top, as the page opens: scrolled back to the history (the previous test's back
    // button restores that position), the sticky header covers part of a button above it and
    // axe's target-size rule counts the covered part, depending on where the scroll stops.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible();
  });
});
