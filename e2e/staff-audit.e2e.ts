// Journey: a support agent reads a student's record; the student's tenant admin finds that read in
// the audit log, filtered, and downloads the same entries as CSV (docs/staff-console.md "Audit log").
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalAndBrowser } from './support/portal-and-browser';
import { signInAsStaff } from './support/staff';

const running = portalAndBrowser();

async function newPage(): Promise<Page> {
  const context = await running.browser.newContext({ acceptDownloads: true });
  return context.newPage();
}

describe('the audit log', () => {
  it("shows a tenant admin a support agent's read of their student, and exports it", async () => {
    // The support agent (all tenants) opens the record of a student on fhsu.
    const support = await newPage();
    await signInAsStaff(support, running.portal, 'support@staff.demo.test');
    await support.goto(running.portal.url('default', '/staff/students?q=selective%40'));
    await support.getByRole('link', { name: 'Selma Rivera' }).click();
    await support.getByRole('heading', { level: 1, name: 'Selma Rivera' }).waitFor();
    const studentId = new URL(support.url()).pathname.split('/').at(-1)!;

    // fhsu's tenant admin reaches the audit log from the staff home and filters it.
    const admin = await newPage();
    await signInAsStaff(admin, running.portal, 'tenant-admin@staff.demo.test');
    await admin.getByRole('link', { name: 'Read the audit log' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await admin.getByLabel('Staff e-mail').fill('support@staff.demo.test');
    await admin.getByLabel('Action').fill('student.viewed');
    await admin.getByRole('button', { name: 'Filter' }).click();
    await admin.waitForURL(
      /\/staff\/audit\?actor=support%40staff\.demo\.test&action=student\.viewed$/,
    );
    const table = admin.getByRole('table', { name: 'Audit log entries, newest first' });
    const row = table.getByRole('row').filter({ hasText: 'student.viewed' });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain('support@staff.demo.test');
    const subject = row.getByRole('link', { name: `Student ${studentId}` });
    expect(await subject.getAttribute('href')).toBe(`/staff/students/${studentId}`);

    // Reload keeps the filters: they live in the address.
    await admin.reload();
    await expect.poll(() => admin.getByLabel('Action').inputValue()).toBe('student.viewed');
    await table.getByRole('row').filter({ hasText: 'student.viewed' }).waitFor();

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-log.csv');
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe(
      'seq,at,actor_staff_id,actor_email,address,action,subject_kind,subject_id,tenant_id,reason,before,after',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,support@staff.demo.test,`);
    expect(lines[1]).toContain(`,student.viewed,student,${studentId},fhsu,`);
  });
});
