import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, signedInLearner } from '../../test/accounts';
import { LOTS_OF_SIGN_INS } from '../../test/enrolment';
import { signedInDemoStaff, signedInStaffMember, staffBearer } from '../../test/staff';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

// A partner school's scheduled mailing of its learners CSV (docs/staff-console.md "Partner
// schools"): saved per school, checked, and sent once per scheduled day by the daily job, even
// with two instances on one database.

let server: TestServer;
let other: TestServer;
const PATH = '/staff-api/partner/tenants/fhsu/learners-mailing';
const COLLEAGUE = 'fhsu-colleague@staff.example.test';
const UIW_PARTNER = 'uiw-partner@staff.example.test';
const quickly = { timeout: 20_000, interval: 100 };
const tag = `pm${randomUUID().slice(0, 8)}`;

const db = () => server.database.db;
const partner = () => signedInDemoStaff(server, 'partner@staff.demo.test');
const put = (token: string, body: unknown, path = PATH) =>
  server.request(path, {
    method: 'PUT',
    headers: { ...staffBearer(token).headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const mails = () =>
  queryRows<{ subject: string; recipients: string[]; raw: string }>(
    db(),
    sql`select subject, recipients, raw from mail_outbox
        where tenant_id = 'fhsu' and subject like '%: learners on %' order by id`,
  );

beforeAll(async () => {
  server = await startTestServer({ withJobs: true, loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  // A second instance on the same data, running the same jobs.
  other = await startTestServer({ withJobs: true, sharing: server });
  await signedInStaffMember(server, {
    email: COLLEAGUE,
    name: 'Fay Colleague',
    roles: ['partner_staff'],
    scope: { kind: 'tenants', tenantIds: ['fhsu'] },
    totpSecret: 'KRSXG5CTMVRXEZLUKN2XAZLSNRSXG5DF',
  });
  await signedInStaffMember(server, {
    email: UIW_PARTNER,
    name: 'Uma Uiw',
    roles: ['partner_staff'],
    scope: { kind: 'tenants', tenantIds: ['uiw'] },
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  });
  await signedInLearner(server, { email: `${tag}-ada@example.test`, tenant: 'fhsu' });
});
afterAll(async () => {
  await other?.close();
  await server?.close();
});

describe("a partner school's scheduled learners file", () => {
  it("is off until saved, and offers only the school's own staff as recipients", async () => {
    const response = await server.request(PATH, staffBearer(await partner()));
    expect(response.status).toBe(200);
    const mailing = await json(response);
    expect(mailing).toMatchObject({
      tenantId: 'fhsu',
      schedule: { kind: 'off' },
      recipients: [],
      nextOn: null,
      lastSentAt: null,
    });
    const eligible = mailing.eligibleRecipients.map((r: { email: string }) => r.email);
    expect(eligible).toEqual(expect.arrayContaining(['partner@staff.demo.test', COLLEAGUE]));
    // Neither another school's staff nor the provider's.
    expect(eligible).not.toContain(UIW_PARTNER);
    expect(eligible).not.toContain('admin@staff.demo.test');
  });

  it('refuses a bad schedule, a stranger as recipient and another school, naming the field', async () => {
    const token = await partner();
    for (const [body, field] of [
      [{ schedule: { kind: 'weekly', weekday: 8 }, recipients: [COLLEAGUE] }, 'schedule.weekday'],
      [{ schedule: { kind: 'monthly', day: 31 }, recipients: [COLLEAGUE] }, 'schedule.day'],
      [{ schedule: { kind: 'weekly', weekday: 1 }, recipients: [] }, 'recipients'],
      [{ schedule: { kind: 'weekly', weekday: 1 }, recipients: [UIW_PARTNER] }, 'recipients.0'],
      [
        { schedule: { kind: 'weekly', weekday: 1 }, recipients: [COLLEAGUE, 'x@elsewhere.test'] },
        'recipients.1',
      ],
    ] as const) {
      const response = await put(token, body);
      expect(response.status, field).toBe(400);
      expect((await json(response)).fields, field).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      );
    }
    const elsewhere = await put(
      token,
      { schedule: { kind: 'off' }, recipients: [] },
      '/staff-api/partner/tenants/uiw/learners-mailing',
    );
    expect(elsewhere.status).toBe(404);
    expect(
      (await server.request('/staff-api/partner/tenants/uiw/learners-mailing', staffBearer(token)))
        .status,
    ).toBe(404);
    const registrar = await signedInDemoStaff(server, 'registrar@staff.demo.test');
    expect((await put(registrar, { schedule: { kind: 'off' }, recipients: [] })).status).toBe(403);
    expect(await mails()).toEqual([]);
  });

  it('sends the CSV once on its day, whichever instance runs the job, and not again', async () => {
    // Sunday 22 November 2026: weekly on Mondays, first on the 23rd.
    const token = await partner();
    const saved = await put(token, {
      schedule: { kind: 'weekly', weekday: 1 },
      recipients: [COLLEAGUE, 'Partner@staff.demo.test'],
    });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({
      schedule: { kind: 'weekly', weekday: 1 },
      recipients: [COLLEAGUE, 'partner@staff.demo.test'],
      nextOn: '2026-11-23',
    });
    const [audit] = await queryRows<{ action: string; tenant_id: string; after: unknown }>(
      db(),
      sql`select action, tenant_id, after from audit_log
          where action = 'partner.learners_mailing_saved' order by seq desc limit 1`,
    );
    expect(audit).toMatchObject({
      tenant_id: 'fhsu',
      after: { schedule: { kind: 'weekly', weekday: 1 } },
    });

    // 05:59 on the day: not yet.
    server.clock.set(new Date('2026-11-23T05:59:00Z'));
    await Promise.all([server.jobs!.tick(), other.jobs!.tick()]);
    server.clock.set(new Date('2026-11-23T06:00:00Z'));
    await Promise.all([server.jobs!.tick(), other.jobs!.tick()]);
    await expect.poll(async () => (await mails()).length, quickly).toBe(1);
    // The job run again on both instances (a retry, an operator) finds the day sent.
    const runs = await Promise.all([
      server.jobs!.send('mail-partner-learners', {}),
      other.jobs!.send('mail-partner-learners', {}),
    ]);
    for (const id of runs) {
      await expect
        .poll(async () => (await server.jobs!.job('mail-partner-learners', id!))?.state, quickly)
        .toBe('completed');
    }
    const [mail] = await mails();
    expect(mail!.recipients.sort()).toEqual([COLLEAGUE, 'partner@staff.demo.test']);
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.subject).toBe('Fort Hays State University: learners on 2026-11-23');
    const [attachment] = parsed.attachments;
    expect(attachment).toMatchObject({
      filename: 'learners-2026-11-23.csv',
      contentType: 'text/csv',
    });
    const csv = attachment!.content.toString('utf8');
    // The same file as the download with no filter, byte order mark and all.
    const download = await (
      await server.request('/staff-api/partner/learners.csv', staffBearer(await partner()))
    ).arrayBuffer();
    expect(csv).toBe(Buffer.from(download).toString('utf8'));
    expect(csv).toContain(`${tag}-ada@example.test`);
    expect(csv.split('\r\n')[0]).toMatch(/^\uFEFFstudent_id,last_name,first_name,email,/);

    const sent = await queryRows<{ actor_email: string | null; after: unknown }>(
      db(),
      sql`select actor_email, after from audit_log where action = 'partner.learners_mailed'`,
    );
    expect(sent).toEqual([
      {
        actor_email: null,
        after: { day: '2026-11-23', recipients: [COLLEAGUE, 'partner@staff.demo.test'] },
      },
    ]);
    const now = await json(await server.request(PATH, staffBearer(await partner())));
    expect(now).toMatchObject({ nextOn: '2026-11-30', lastSentAt: '2026-11-23T06:00:00.000Z' });

    // Tuesday's run owes nothing; the next Monday's sends the next file.
    server.clock.set(new Date('2026-11-24T06:00:00Z'));
    await Promise.all([server.jobs!.tick(), other.jobs!.tick()]);
    server.clock.set(new Date('2026-11-30T06:00:00Z'));
    await Promise.all([server.jobs!.tick(), other.jobs!.tick()]);
    await expect.poll(async () => (await mails()).length, quickly).toBe(2);
    expect((await mails())[1]!.subject).toBe('Fort Hays State University: learners on 2026-11-30');
  });

  it("stops when turned off, and skips a recipient no longer the school's", async () => {
    const token = await partner();
    expect((await put(token, { schedule: { kind: 'off' }, recipients: [] })).status).toBe(200);
    server.clock.set(new Date('2026-12-07T06:00:00Z'));
    const id = await server.jobs!.send('mail-partner-learners', {});
    await expect
      .poll(async () => (await server.jobs!.job('mail-partner-learners', id!))?.state, quickly)
      .toBe('completed');
    expect(await mails()).toHaveLength(2);

    const again = await put(await partner(), {
      schedule: { kind: 'monthly', day: 8 },
      recipients: [COLLEAGUE, 'partner@staff.demo.test'],
    });
    expect(await json(again)).toMatchObject({ nextOn: '2026-12-08' });
    await queryRows(
      db(),
      sql`update staff_members set disabled_at = now() where email = ${COLLEAGUE}`,
    );
    server.clock.set(new Date('2026-12-08T06:00:00Z'));
    await server.jobs!.tick();
    await expect.poll(async () => (await mails()).length, quickly).toBe(3);
    expect((await mails())[2]!.recipients).toEqual(['partner@staff.demo.test']);
  });
});
