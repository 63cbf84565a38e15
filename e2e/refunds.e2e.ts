// Journey: finance refunds part of a student's card payment (docs/refunds.md). A finance member
// finds the demo student kept for refunds (README "Demo accounts"), refunds $20.00 of the
// enrolment's card payment from the student record's dialog (axe-core checks it open), and sees it
// refunded; the student then sees "Refunded $20.00" under that payment on their billing page, with
// its credit note.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from './support/account-pages';
import { seriousViolations } from './support/axe';
import { downloadedBytes } from './support/browser';
import { portalAndBrowser } from './support/portal-and-browser';
import { signInAsStaff } from './support/staff';

const running = portalAndBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function newPage(): Promise<Page> {
  const context = await running.browser.newContext({ bypassCSP: true });
  contexts.push(context);
  return context.newPage();
}

describe('a refund of part of a card payment', () => {
  it('is made by finance from the student record, and the student sees it with a credit note', async () => {
    const finance = await newPage();
    await signInAsStaff(finance, running.portal, 'finance@staff.demo.test');
    await finance.getByLabel('Name, e-mail, phone or order number').fill('refund@demo.test');
    await finance.getByRole('button', { name: 'Search' }).click();
    await finance.getByRole('link', { name: 'Rosa Rivera' }).click();
    await finance.getByRole('heading', { level: 1, name: 'Rosa Rivera' }).waitFor();

    await finance.getByRole('button', { name: 'Refund…' }).click();
    const dialog = finance.getByRole('alertdialog', { name: 'Refund this payment' });
    const amount = dialog.getByLabel('Amount');
    // Prefilled with all that is left of the payment.
    expect(await amount.inputValue()).toMatch(/^[1-9]\d*\.\d{2}$/);
    expect(await seriousViolations(finance)).toEqual([]);
    await amount.fill('20.00');
    await dialog.getByLabel('Reason').fill('Ticket 512: charged for a week of a course dropped');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.waitFor({ state: 'detached' });
    const refunds = finance.getByRole('table', { name: /^Refunds of order / });
    const row = refunds.getByRole('row').filter({ hasText: '$20.00' });
    await row.getByText('Refunded', { exact: true }).waitFor();
    expect(await row.textContent()).toContain('Ticket 512');

    const student = await newPage();
    await signInAsDemo(student, running.portal.url('default', '/login'), 'refund@demo.test');
    await student.waitForURL(/\/account\/dashboard$/);
    await student.goto(running.portal.url('default', '/account/billing-preferences'));
    const history = student.getByRole('table', { name: 'Payment history' });
    await history.getByText(/^Refunded \$20\.00 on \d\d\/\d\d\/\d{4} Credit note$/).waitFor();

    const answer = student.waitForResponse((r) => r.url().endsWith('/pdf'));
    const download = student.waitForEvent('download');
    await history.getByRole('button', { name: /^Credit note of the \$20\.00 refund on / }).click();
    expect((await answer).headers()['content-type']).toBe('application/pdf');
    const file = await downloadedBytes(await download);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
