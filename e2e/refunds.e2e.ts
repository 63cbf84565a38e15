// Journey: finance refunds part of a student's card payment (docs/refunds.md). A finance member
// finds the demo student kept for refunds (README "Demo accounts"), refunds $20.00 of the
// enrolment's card payment from the student record's dialog (axe-core checks it open), and sees it
// refunded; the student then sees "Refunded $20.00" under that payment on their billing page, with
// its credit note. The payer's bank then disputes the rest of that payment (docs/disputes.md, at the
// sandbox card gateway): finance submits evidence from the Disputes area, sees it sent to the
// gateway, and, once the sandbox decides the dispute for the college, sees it won.
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
  it('is made by finance from the student record, the student sees it with a credit note, and a later dispute of the payment is answered, sent and won', async () => {
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

    // The charge's id at the gateway, as the payment's page loads it.
    const transaction = student.waitForResponse((r) =>
      /\/ledger-api\/orders\/[^/]+\/transactions\/[^/]+$/.test(r.url()),
    );
    await history
      .getByRole('row')
      .filter({ hasText: 'Refunded $20.00' })
      .getByRole('link')
      .first()
      .click();
    const { pnref } = (await (await transaction).json()) as { pnref: string };
    const sandbox = (path: string, body?: unknown) =>
      fetch(running.portal.direct(`/sandbox-disputes/disputes${path}`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'e2e' },
        body: JSON.stringify(body ?? {}),
      });
    const opened = await sandbox('', { gateway: 'card', transactionId: pnref });
    expect(opened.status).toBe(200);
    const { dispute } = (await opened.json()) as { dispute: { id: string } };

    await finance.goto(running.portal.url('default', '/staff/finance/disputes'));
    const disputed = finance
      .getByRole('table', { name: 'Disputes, the earliest deadline first' })
      .getByRole('row')
      .filter({ hasText: 'Rosa Rivera' });
    await disputed.getByRole('button', { name: 'Submit evidence…' }).click();
    const evidence = finance.getByRole('alertdialog', { name: 'Submit evidence…' });
    await evidence.getByLabel('Evidence').fill('Rosa studied the course for six weeks.');
    await evidence.getByRole('button', { name: 'Send evidence' }).click();
    await evidence.waitFor({ state: 'detached' });
    // The job sends it on; the page shows it once reloaded after the gateway took it.
    await expect
      .poll(
        async () => {
          await finance.reload();
          // The row as the reloaded page reads it, not before its list has come.
          await disputed.getByText(/^Submitted by /).waitFor();
          return disputed.getByText(/^Sent to the gateway on /).count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);

    expect((await sandbox(`/${dispute.id}/won`)).status).toBe(200);
    await finance.goto(running.portal.url('default', '/staff/finance/disputes?status=all'));
    await disputed.getByText('Won', { exact: true }).waitFor();
  });
});
