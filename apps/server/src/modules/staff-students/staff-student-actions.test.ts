import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit/audit-tables';
import { verifyAuditChain } from '../../audit/verify-audit-chain';
import {
  asUser,
  json,
  passwordGrant,
  refreshGrant,
  signedInLearner,
  type Tokens,
} from '../../test/accounts';
import { learnerWithOrder, LOTS_OF_SIGN_INS, payByCard } from '../../test/enrolment';
import { connectLive, type LiveClient } from '../../test/live-client';
import { signedInDemoStaff, staffBearer } from '../../test/staff';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { outbox } from '../../live/outbox-tables';
import { users } from '../users/user-tables';

// docs/staff-console.md "Acting on a student": each action over HTTP, with its refusals, its
// audit entry, its mail and what the student's open pages are told.
let server: TestServer;
let support: string;
let finance: string;
let partnerAdmin: string;
const clients: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer({
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    liveLimits: { checkEveryMs: 100, sessionCheckMs: 200 },
  });
  support = await signedInDemoStaff(server, 'support@staff.demo.test');
  finance = await signedInDemoStaff(server, 'finance@staff.demo.test');
  partnerAdmin = await signedInDemoStaff(server, 'tenant-admin@staff.demo.test');
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.disconnect()));
  await server.close();
});

/** A new student on `tenant`, signed in once; their id, e-mail and tokens. */
async function newStudent(tenant?: string) {
  const email = `${randomUUID()}@example.test`;
  const tokens = await signedInLearner(server, { email, tenant });
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return { id: row!.id, email, tokens };
}

const act = (token: string, studentId: string, action: string, body: unknown) =>
  server.request(`/staff-api/students/${studentId}/actions/${action}`, {
    method: 'POST',
    headers: { ...staffBearer(token).headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const auditCount = async () =>
  (await server.database.db.select({ seq: auditLog.seq }).from(auditLog)).length;

async function auditSince(count: number) {
  const rows = await server.database.db.select().from(auditLog).orderBy(asc(auditLog.seq));
  return rows.slice(count);
}

const mailsTo = (email: string) =>
  queryRows<{ subject: string; text_body: string }>(
    server.database.db,
    sql`select subject, text_body from mail_outbox where ${email} = any(recipients) order by id`,
  );

const recordOf = async (token: string, studentId: string) =>
  json(await server.request(`/staff-api/students/${studentId}`, staffBearer(token)));

const correction = (email: string) => ({
  reason: 'Typo on the phone, ticket 9',
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  phoneNumbers: ['785 555 0101'],
});

/** A student who paid for a plan by card, so has a membership: their id, e-mail and token. */
async function paidStudent() {
  const learner = await learnerWithOrder(server);
  expect((await payByCard(server, learner)).status).toBe(200);
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, learner.email));
  return { id: row!.id, email: learner.email, token: learner.token, orderId: learner.orderId };
}

const membershipEvents = (userId: string) =>
  queryRows<{ event: string | null; status: string; expires_at: string | null }>(
    server.database.db,
    sql`select payload->>'event' as event,
          payload->'membership'->>'membershipStatus' as status,
          payload->'membership'->>'membershipExpiredDate' as expires_at
        from outbox where user_id = ${userId} and subject = 'membershipEntity' order by id`,
  );

describe('every action', () => {
  const actions = ['send-password-recovery', 'lift-sign-in-throttle', 'end-sessions'];
  const bodyOf = (action: string, email: string) => {
    if (action === 'correct-profile') return correction(email);
    if (action === 'extend-access') return { reason: 'Ticket 7', endsOn: '2027-03-01' };
    if (action === 'end-access') return { reason: 'Ticket 7', endsOn: 'today' };
    if (action === 'resend-receipt') return { reason: 'Ticket 7', orderId: randomUUID() };
    return { reason: 'Ticket 7' };
  };
  const allActions = [
    ...actions,
    'correct-profile',
    'extend-access',
    'end-access',
    'resend-receipt',
  ];

  it('is refused to a role that may not help students, and nothing changes', async () => {
    const student = await newStudent();
    const before = await auditCount();
    for (const action of allActions) {
      const response = await act(finance, student.id, action, bodyOf(action, student.email));
      expect(response.status, action).toBe(403);
      expect((await json(response)).global[0].code).toBe('PERMISSION_DENIED');
    }
    expect(await auditCount()).toBe(before);
    expect(await mailsTo(student.email)).toEqual([]);
    expect((await refreshGrant(server, student.tokens.refresh_token)).status).toBe(200);
  });

  it("does not find a student outside the member's tenants, or none", async () => {
    const student = await newStudent();
    const before = await auditCount();
    for (const action of allActions) {
      const body = bodyOf(action, student.email);
      const outside = await act(partnerAdmin, student.id, action, body);
      expect(outside.status, action).toBe(404);
      expect((await json(outside)).global[0].code).toBe('NOT_FOUND');
      const none = await act(support, randomUUID(), action, body);
      expect(none.status, action).toBe(404);
    }
    expect(await auditCount()).toBe(before);
    expect(await mailsTo(student.email)).toEqual([]);
  });

  it('asks for a reason of 1 to 500 characters and a student id', async () => {
    const student = await newStudent();
    for (const action of allActions) {
      for (const reason of [undefined, '   ', 'x'.repeat(501)]) {
        const body = { ...bodyOf(action, student.email), reason };
        const response = await act(support, student.id, action, body);
        expect(response.status, `${action} ${String(reason).slice(0, 20)}`).toBe(400);
        expect((await json(response)).fields).toMatchObject([{ field: 'reason' }]);
      }
      const badId = await act(support, 'not-an-id', action, { reason: 'Ticket 7' });
      expect(badId.status).toBe(400);
    }
    expect((await act(support, student.id, 'sign-in-everywhere', { reason: 'x' })).status).toBe(
      404,
    );
  });
});

describe('sending a password recovery link', () => {
  it('mails the recovery flow’s link, whose code resets the password, and audits it', async () => {
    const student = await newStudent();
    const before = await auditCount();
    const response = await act(support, student.id, 'send-password-recovery', {
      reason: 'Forgot password, ticket 12',
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ action: 'send-password-recovery', count: 1 });

    const [mail] = await mailsTo(student.email);
    expect(mail!.subject).toMatch(/^Reset your .+ password$/);
    const code = /\/auth\/password-reset\/([\w-]+)/.exec(mail!.text_body)![1]!;
    const reset = await server.request(`/user-api/users/reset/password/${code}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: student.id, password: 'Other#Pass2' }),
    });
    expect(reset.status).toBe(204);
    expect((await passwordGrant(server, { ...student, password: 'Other#Pass2' })).status).toBe(200);

    expect(await auditSince(before)).toMatchObject([
      {
        action: 'student.send_password_recovery',
        actorEmail: 'support@staff.demo.test',
        address: '127.0.0.1',
        subjectKind: 'student',
        subjectId: student.id,
        tenantId: 'default',
        before: {},
        after: { mailedTo: student.email },
        reason: 'Forgot password, ticket 12',
      },
    ]);
    expect((await verifyAuditChain(server.database.db)).intact).toBe(true);
  });

  it('shares the hourly allowance with the student’s own requests', async () => {
    const student = await newStudent();
    let status = 200;
    let sent = 0;
    while (status === 200 && sent < 20) {
      status = (await act(support, student.id, 'send-password-recovery', { reason: 'again' }))
        .status;
      if (status === 200) sent += 1;
    }
    expect(status).toBe(429);
    expect((await mailsTo(student.email)).length).toBe(sent);
  });
});

describe('lifting the sign-in throttle', () => {
  it('lets the student sign in at once from every address, and audits what it held', async () => {
    const student = await newStudent();
    for (const from of ['127.0.0.7', '127.0.0.8']) {
      for (let i = 0; i < 6; i += 1) {
        await passwordGrant(server, { ...student, password: 'Wrong#Pass1', from });
      }
    }
    const locked = await recordOf(support, student.id);
    expect(locked.signIn.locked).toBe(true);
    expect((await passwordGrant(server, { ...student, from: '127.0.0.7' })).status).toBe(429);

    const before = await auditCount();
    const response = await act(support, student.id, 'lift-sign-in-throttle', {
      reason: 'Locked out on the phone',
    });
    expect(response.status).toBe(200);
    const done = await json(response);
    expect(done.action).toBe('lift-sign-in-throttle');
    expect(done.count).toBeGreaterThanOrEqual(2);

    expect((await passwordGrant(server, { ...student, from: '127.0.0.7' })).status).toBe(200);
    expect((await passwordGrant(server, { ...student, from: '127.0.0.8' })).status).toBe(200);
    const [entry] = await auditSince(before);
    expect(entry).toMatchObject({
      action: 'student.lift_sign_in_throttle',
      subjectId: student.id,
      before: { lockedUntil: locked.signIn.lockedUntil, counters: done.count },
      after: { lockedUntil: null, counters: 0 },
      reason: 'Locked out on the phone',
    });
    expect(await mailsTo(student.email)).toEqual([]);
  });

  it('answers a count of 0 for an account the throttle does not hold', async () => {
    const student = await newStudent();
    const response = await act(support, student.id, 'lift-sign-in-throttle', { reason: 'Check' });
    expect(await json(response)).toEqual({ action: 'lift-sign-in-throttle', count: 0 });
  });
});

describe("correcting a student's details", () => {
  const userEvents = async (userId: string) =>
    (await server.database.db.select().from(outbox).where(eq(outbox.userId, userId))).filter(
      (row) => row.subject === 'userEntity',
    );

  it("checks a name by the student's own tenant's rule, wherever the console is open", async () => {
    // UIW takes names of any script (docs/names.md); the default tenant keeps English letters.
    // The console is open on the default host for both.
    const uiw = await newStudent('uiw');
    const fixed = { ...correction(uiw.email), firstName: 'José', lastName: 'Nguyễn' };
    expect((await act(support, uiw.id, 'correct-profile', fixed)).status).toBe(200);
    expect((await recordOf(support, uiw.id)).profile).toMatchObject({
      firstName: 'José',
      lastName: 'Nguyễn',
    });

    const ours = await newStudent();
    const refused = await act(support, ours.id, 'correct-profile', {
      ...fixed,
      email: ours.email,
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).fields.map((f: { code: string }) => f.code)).toEqual([
      'validation.personName',
      'validation.personName',
    ]);
  });

  it('changes the name, e-mail and phones; the student is told live and by mail, at both addresses', async () => {
    const student = await newStudent();
    const newEmail = `${randomUUID()}@Example.test`;
    const before = await auditCount();
    const response = await act(support, student.id, 'correct-profile', correction(newEmail));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ action: 'correct-profile', count: 4 });

    const record = await recordOf(support, student.id);
    expect(record.profile).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: newEmail.toLowerCase(),
      phoneNumbers: ['(785) 555-0101'],
    });
    // The e-mail is the one the student signs in with now.
    expect((await passwordGrant(server, { email: newEmail })).status).toBe(200);
    expect((await passwordGrant(server, { email: student.email })).status).toBe(400);

    const [event] = await userEvents(student.id);
    expect(event!.payload).toMatchObject({
      user: { firstName: 'Grace', lastName: 'Hopper', email: newEmail.toLowerCase() },
    });
    const [updated] = await mailsTo(newEmail.toLowerCase());
    expect(updated!.subject).toMatch(/details were updated$/);
    expect(updated!.text_body).toContain('Phone numbers: (785) 555-0101');
    const [moved] = await mailsTo(student.email);
    expect(moved!.subject).toMatch(/e-mail address was changed$/);
    expect(moved!.text_body).toContain(newEmail.toLowerCase());

    const corrections = (await auditSince(before)).filter(
      (entry) => entry.action === 'student.correct_profile',
    );
    expect(corrections).toMatchObject([
      {
        action: 'student.correct_profile',
        subjectId: student.id,
        before: {
          firstName: 'Test',
          lastName: 'Learner',
          email: student.email,
          phoneNumbers: [],
        },
        after: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: newEmail.toLowerCase(),
          phoneNumbers: ['(785) 555-0101'],
        },
        reason: 'Typo on the phone, ticket 9',
      },
    ]);
  });

  it('refuses an e-mail another account of the tenant uses, in the catalogue’s words', async () => {
    const student = await newStudent();
    const other = await newStudent();
    const response = await act(support, student.id, 'correct-profile', correction(other.email));
    expect(response.status).toBe(409);
    expect((await json(response)).global[0]).toEqual({
      code: 'USER_ALREADY_EXISTS',
      message: 'There is already a user with this email address',
    });
    expect((await recordOf(support, student.id)).profile.firstName).toBe('Test');
    expect(await userEvents(student.id)).toEqual([]);
  });

  it('checks each field with the student side’s rules', async () => {
    const student = await newStudent();
    const response = await act(support, student.id, 'correct-profile', {
      ...correction('not-an-address'),
      firstName: 'R2D2',
      phoneNumbers: ['12345'],
    });
    expect(response.status).toBe(400);
    const fields = (await json(response)).fields.map((f: { field: string }) => f.field).sort();
    expect(fields).toEqual(['email', 'firstName', 'phoneNumbers.0']);
  });

  it('changes nothing, and sends nothing, for details as they are', async () => {
    const student = await newStudent();
    const response = await act(support, student.id, 'correct-profile', {
      reason: 'Checked with the student',
      firstName: 'Test',
      lastName: 'Learner',
      email: student.email,
      phoneNumbers: [],
    });
    expect(await json(response)).toEqual({ action: 'correct-profile', count: 0 });
    expect(await mailsTo(student.email)).toEqual([]);
    expect(await userEvents(student.id)).toEqual([]);
  });
});

describe('ending all sessions', () => {
  it("signs every device out, closes the student's live connections and mails them", async () => {
    const student = await newStudent('fhsu');
    const second: Tokens = await json(await passwordGrant(server, { ...student, tenant: 'fhsu' }));
    const open = connectLive(server, { token: student.tokens.access_token, tenant: 'fhsu' });
    clients.push(open);
    await open.subscribe('userEntity');

    const before = await auditCount();
    const response = await act(partnerAdmin, student.id, 'end-sessions', {
      reason: 'Lost phone',
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ action: 'end-sessions', count: 2 });

    await open.closed;
    expect(open.errors.map((e) => e.headers.message)).toEqual(['Invalid token']);
    for (const tokens of [student.tokens, second]) {
      expect((await refreshGrant(server, tokens.refresh_token, 'fhsu')).status).toBe(401);
      const me = await server.request('/user-api/users', asUser(tokens.access_token, 'fhsu'));
      expect(me.status).toBe(401);
    }
    const [mail] = await mailsTo(student.email);
    expect(mail!.subject).toMatch(/^You were signed out of /);
    expect(mail!.text_body).toContain('signed your');
    expect(await auditSince(before)).toMatchObject([
      {
        action: 'student.end_sessions',
        actorEmail: 'tenant-admin@staff.demo.test',
        subjectId: student.id,
        tenantId: 'fhsu',
        before: { liveSessions: 2 },
        after: { liveSessions: 0 },
        reason: 'Lost phone',
      },
    ]);
    // Signing in again opens a new session.
    expect((await passwordGrant(server, { ...student, tenant: 'fhsu' })).status).toBe(200);
  });

  it('keeps one line when two members end the sessions at once', async () => {
    const student = await newStudent();
    const before = await auditCount();
    const answers = await Promise.all([
      act(support, student.id, 'end-sessions', { reason: 'one' }),
      act(support, student.id, 'end-sessions', { reason: 'two' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const counts = (await Promise.all(answers.map((a) => json(a)))).map((d) => d.count).sort();
    expect(counts).toEqual([0, 1]);
    expect((await auditSince(before)).length).toBe(2);
    expect((await verifyAuditChain(server.database.db)).intact).toBe(true);
  });
});

describe("extending and ending a student's access", () => {
  it('carries the access to a later day, re-read on the record, told live and by mail', async () => {
    const student = await paidStudent();
    const paid = (await recordOf(support, student.id)).membership;
    expect(paid.status).toBe('enabled');
    const before = await auditCount();
    const response = await act(support, student.id, 'extend-access', {
      reason: 'Hospital stay, ticket 31',
      endsOn: '2027-06-01',
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ action: 'extend-access', count: 1 });

    const record = await recordOf(support, student.id);
    expect(record.membership).toEqual({ status: 'enabled', expiresAt: '2027-06-01T00:00:00.000Z' });
    expect((await membershipEvents(student.id)).at(-1)).toEqual({
      event: null,
      status: 'enabled',
      expires_at: '2027-06-01T00:00:00.000Z',
    });
    const mail = (await mailsTo(student.email)).at(-1)!;
    expect(mail.subject).toMatch(/access was extended$/);
    expect(mail.text_body).toContain('June 01, 2027');
    const [entry] = (await auditSince(before)).filter((e) => e.action === 'student.extend_access');
    expect(entry).toMatchObject({
      subjectId: student.id,
      before: { status: 'enabled', expiresAt: paid.expiresAt },
      after: { status: 'enabled', expiresAt: '2027-06-01T00:00:00.000Z' },
      reason: 'Hospital stay, ticket 31',
    });
  });

  it('refuses a day not after today and the current end, or beyond two years, naming the field', async () => {
    const student = await paidStudent();
    const before = await auditCount();
    for (const endsOn of ['2026-11-22', '2026-11-23', '2028-11-23', '2027-02-30', '01/03/2027']) {
      const response = await act(support, student.id, 'extend-access', { reason: 'x', endsOn });
      expect(response.status, endsOn).toBe(400);
      expect((await json(response)).fields, endsOn).toMatchObject([{ field: 'endsOn' }]);
    }
    const late = await act(support, student.id, 'extend-access', {
      reason: 'x',
      endsOn: '2026-11-23',
    });
    expect((await json(late)).fields).toEqual([
      {
        field: 'endsOn',
        code: 'ACCESS_EXTENSION_DAY',
        message: 'Choose a day after today and after the current end of access, within two years.',
      },
    ]);
    expect(await auditCount()).toBe(before);
  });

  it('refuses both for a student with no paid membership, in the catalogue’s words', async () => {
    const student = await newStudent();
    for (const [action, endsOn] of [
      ['extend-access', '2027-03-01'],
      ['end-access', 'today'],
    ]) {
      const response = await act(support, student.id, action!, { reason: 'x', endsOn });
      expect(response.status, action).toBe(409);
      expect((await json(response)).global[0]).toEqual({
        code: 'STUDENT_HAS_NO_MEMBERSHIP',
        message: 'This student has no paid membership, so there is no access to change.',
      });
    }
    expect(await mailsTo(student.email)).toEqual([]);
  });

  it('ends the access today: the membership expires, the student is told, a second time does nothing', async () => {
    const student = await paidStudent();
    const before = await auditCount();
    const response = await act(support, student.id, 'end-access', {
      reason: 'Chargeback, ticket 40',
      endsOn: 'today',
    });
    expect(await json(response)).toEqual({ action: 'end-access', count: 1 });
    const now = server.clock.now().toISOString();
    expect((await recordOf(support, student.id)).membership).toEqual({
      status: 'expired',
      expiresAt: now,
    });
    expect((await membershipEvents(student.id)).at(-1)).toMatchObject({
      event: 'MEMBERSHIP_EXPIRED',
      status: 'expired',
    });
    expect((await mailsTo(student.email)).at(-1)!.subject).toMatch(/access has ended$/);
    const [entry] = (await auditSince(before)).filter((e) => e.action === 'student.end_access');
    expect(entry).toMatchObject({
      before: { status: 'enabled' },
      after: { status: 'expired', expiresAt: now },
      reason: 'Chargeback, ticket 40',
    });

    const mails = (await mailsTo(student.email)).length;
    const again = await act(support, student.id, 'end-access', { reason: 'x', endsOn: 'today' });
    expect(await json(again)).toEqual({ action: 'end-access', count: 0 });
    expect((await mailsTo(student.email)).length).toBe(mails);
  });

  it('ends the access on a later day before its end, and refuses one after it or in the past', async () => {
    const student = await paidStudent();
    // Paid monthly on 2026-11-22, the access ends weeks later, before June.
    for (const endsOn of ['2026-11-21', '2027-06-01']) {
      const response = await act(support, student.id, 'end-access', { reason: 'x', endsOn });
      expect(response.status, endsOn).toBe(400);
    }
    const response = await act(support, student.id, 'end-access', {
      reason: 'Leaving at term end',
      endsOn: '2026-12-01',
    });
    expect(await json(response)).toEqual({ action: 'end-access', count: 1 });
    expect((await recordOf(support, student.id)).membership).toEqual({
      status: 'enabled',
      expiresAt: '2026-12-01T00:00:00.000Z',
    });
    const mail = (await mailsTo(student.email)).at(-1)!;
    expect(mail.subject).toMatch(/access will end$/);
    expect(mail.text_body).toContain('December 01, 2026');
  });
});

describe("mailing a student an order's receipt", () => {
  it('mails what the receipt prints, with the link to the payment history, and audits it', async () => {
    const student = await paidStudent();
    const before = await auditCount();
    const response = await act(support, student.id, 'resend-receipt', {
      reason: 'Lost the receipt, ticket 55',
      orderId: student.orderId,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ action: 'resend-receipt', count: 1 });

    const mail = (await mailsTo(student.email)).at(-1)!;
    expect(mail.subject).toMatch(/^Your receipt from /);
    expect(mail.text_body).toContain(`Order: ${student.orderId}`);
    expect(mail.text_body).toContain('Total: $69.45');
    expect(mail.text_body).toContain('Paid with: VISA ending in 1111');
    expect(mail.text_body).toContain('/account/billing-preferences');
    const [entry] = await auditSince(before);
    expect(entry).toMatchObject({
      action: 'student.resend_receipt',
      subjectId: student.id,
      before: {},
      after: { orderId: student.orderId, mailedTo: student.email },
      reason: 'Lost the receipt, ticket 55',
    });
    // The receipt is the one the student downloads.
    const pdf = await server.request(
      `/ledger-api/orders/${student.orderId}/pdf`,
      asUser(student.token),
    );
    expect(pdf.status).toBe(200);
    expect(mail.text_body).toContain(
      `Transaction ID: ${(entry!.after as { transactionId: string }).transactionId}`,
    );
  });

  it('does not find another student’s order, and says an unpaid one has no receipt', async () => {
    const student = await paidStudent();
    const other = await paidStudent();
    const unpaid = await learnerWithOrder(server);
    const [row] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, unpaid.email));
    const before = await auditCount();

    const theirs = await act(support, student.id, 'resend-receipt', {
      reason: 'x',
      orderId: other.orderId,
    });
    expect(theirs.status).toBe(404);
    expect((await json(theirs)).global[0].code).toBe('NOT_FOUND');
    const notPaid = await act(support, row!.id, 'resend-receipt', {
      reason: 'x',
      orderId: unpaid.orderId,
    });
    expect(notPaid.status).toBe(409);
    expect((await json(notPaid)).global[0]).toEqual({
      code: 'ORDER_NOT_PAID',
      message: 'This order has not been paid, so it has no receipt.',
    });
    const badId = await act(support, student.id, 'resend-receipt', { reason: 'x', orderId: 'x' });
    expect(badId.status).toBe(400);
    expect((await json(badId)).fields).toMatchObject([{ field: 'orderId' }]);

    expect(await auditCount()).toBe(before);
    expect(await mailsTo(unpaid.email)).toEqual([]);
  });
});

it('describes the actions in /openapi.json', async () => {
  const spec = await json(await server.request('/openapi.json'));
  for (const action of [
    'send-password-recovery',
    'lift-sign-in-throttle',
    'end-sessions',
    'correct-profile',
    'extend-access',
    'end-access',
    'resend-receipt',
    'withdraw-course',
    'reopen-course',
  ]) {
    const path = spec.paths[`/staff-api/students/{studentId}/actions/${action}`];
    expect(path?.post?.requestBody, action).toBeDefined();
    expect(path.post.tags).toEqual(['staff']);
  }
});
