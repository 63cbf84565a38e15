import { asc, eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole, StaffScope } from '@portal/domain/staff/staff-roles';
import { verifyAuditChain } from '../../audit/verify-audit-chain';
import { auditLog } from '../../audit/audit-tables';
import { asUser, json, signedInLearner } from '../../test/accounts';
import { LOTS_OF_SIGN_INS } from '../../test/enrolment';
import { startTestServer, type TestServer } from '../../test/test-server';
import { hashPassword } from '../auth/password-hashing';
import { resolveSigningSecret } from '../auth/signing-secret';
import { createStaffMember } from './create-staff-member';
import { createFactorSecretCipher } from './factor-secret-cipher';
import { hashRecoveryCode } from './recovery-codes';
import { staffQueries } from './staff-queries';
import { staffMembers, staffSessions } from './staff-tables';

let server: TestServer;
const PASSWORD = 'Staff#Pass1';
const FHSU: StaffScope = { kind: 'tenants', tenantIds: ['fhsu'] };
const ALL: StaffScope = { kind: 'all_tenants' };

beforeAll(async () => {
  server = await startTestServer({
    staffAccessTokenTtlSeconds: 900,
    staffIdleTimeoutSeconds: 1800,
    // The per-address limit has its own test (staff-sign-in-limit.test.ts).
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
  });
});
afterAll(() => server.close());

/** A member with a confirmed factor; returns its TOTP secret. */
async function addMember(
  email: string,
  roles: StaffRole[],
  scope: StaffScope = ALL,
  options: { enrolled?: boolean } = {},
): Promise<{ email: string; secret: string }> {
  const secret = generateSecret();
  const cipher = createFactorSecretCipher(await resolveSigningSecret(server.database.db));
  await createStaffMember({
    db: server.database.db,
    email,
    name: `Name of ${email}`,
    passwordHash: await hashPassword(PASSWORD),
    roles,
    scope,
    ...(options.enrolled === false
      ? {}
      : { totp: { secret, cipher, confirmedAt: server.clock.now() } }),
  });
  return { email, secret };
}

const codeFor = (secret: string) =>
  generate({ secret, epoch: Math.floor(server.clock.now().getTime() / 1000) });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function passwordStep(email: string, password = PASSWORD) {
  return post('/staff-api/session', { email, password });
}

/** Both steps with the member's current code; returns the access token. */
async function signIn(member: { email: string; secret: string }): Promise<string> {
  const pending = await json(await passwordStep(member.email));
  const session = await post('/staff-api/session/second-factor', {
    pendingToken: pending.pendingToken,
    code: await codeFor(member.secret),
  });
  expect(session.status).toBe(200);
  // Each code is accepted once: the next sign-in waits for the next step.
  server.clock.advance(30_000);
  return (await json(session)).accessToken;
}

const me = (token: string) => server.request('/staff-api/me', { headers: bearer(token) });

async function auditEntries(subjectId: string) {
  return server.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, subjectId))
    .orderBy(asc(auditLog.seq));
}

async function memberId(email: string) {
  const [row] = await server.database.db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  return row!.id;
}

describe('staff sign-in', () => {
  it('takes the password, then the code, and answers who the member is', async () => {
    const member = await addMember('registrar@staff.test', ['registrar'], FHSU);
    const first = await passwordStep('Registrar@Staff.test ');
    expect(first.status).toBe(200);
    const pending = await json(first);
    expect(pending).toEqual({ pendingToken: expect.any(String), next: 'code' });
    // The pending token opens nothing by itself.
    expect((await me(pending.pendingToken)).status).toBe(401);

    const code = await codeFor(member.secret);
    const second = await post('/staff-api/session/second-factor', {
      pendingToken: pending.pendingToken,
      code,
    });
    expect(second.status).toBe(200);
    const session = await json(second);
    expect(session).toEqual({ accessToken: expect.any(String), expiresIn: 900 });

    const answer = await me(session.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await json(answer)).toEqual({
      id: expect.any(String),
      email: 'registrar@staff.test',
      name: 'Name of registrar@staff.test',
      roles: ['registrar'],
      scope: FHSU,
    });

    // The same code, again within its window, is refused.
    const again = await json(await passwordStep(member.email));
    const replay = await post('/staff-api/session/second-factor', {
      pendingToken: again.pendingToken,
      code,
    });
    expect(replay.status).toBe(400);
    expect((await json(replay)).global).toEqual([
      { code: 'INVALID_SECOND_FACTOR', message: 'Invalid or already used code' },
    ]);
  });

  it('answers a wrong password and an unknown e-mail alike, and audits both', async () => {
    await addMember('finance@staff.test', ['finance']);
    const wrong = await passwordStep('finance@staff.test', 'Nope#1234');
    const unknown = await passwordStep('nobody@staff.test');
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect((await json(response)).global).toEqual([
        { code: 'INVALID_PASSWORD', message: 'Invalid password' },
      ]);
    }
    const failures = await auditEntries(await memberId('finance@staff.test'));
    expect(failures).toMatchObject([
      { action: 'staff.sign_in_failed', actorEmail: 'finance@staff.test', reason: 'password' },
    ]);
    expect(failures[0]!.address).toBe('127.0.0.1');
    expect(await auditEntries('unknown')).toMatchObject([
      { action: 'staff.sign_in_failed', actorEmail: 'nobody@staff.test' },
    ]);
  });

  it('slows down guessing codes as it does guessing passwords', async () => {
    const member = await addMember('guess@staff.test', ['support_agent']);
    const { pendingToken } = await json(await passwordStep(member.email));
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await post('/staff-api/session/second-factor', {
        pendingToken,
        code: '000000',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await post('/staff-api/session/second-factor', {
      pendingToken,
      code: await codeFor(member.secret),
    });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBeTruthy();
  });

  it('opens one session per pending token: a wrong code may be retyped, a used token is refused', async () => {
    const member = await addMember('once@staff.test', ['support_agent']);
    const { pendingToken } = await json(await passwordStep(member.email));
    const mistyped = await post('/staff-api/session/second-factor', {
      pendingToken,
      code: '000000',
    });
    expect(mistyped.status).toBe(400);
    const opened = await post('/staff-api/session/second-factor', {
      pendingToken,
      code: await codeFor(member.secret),
    });
    expect(opened.status).toBe(200);

    // A later code, from someone who saw the token, opens nothing.
    server.clock.advance(30_000);
    const reused = await post('/staff-api/session/second-factor', {
      pendingToken,
      code: await codeFor(member.secret),
    });
    expect(reused.status).toBe(401);
    expect((await json(reused)).global[0].code).toBe('SESSION_EXPIRED');
    // The refused try spent no code: the same one opens a fresh sign-in.
    const again = await post('/staff-api/session/second-factor', {
      pendingToken: (await json(await passwordStep(member.email))).pendingToken,
      code: await codeFor(member.secret),
    });
    expect(again.status).toBe(200);
    server.clock.advance(30_000);
  });

  it('opens one session when two right codes arrive at once with the same pending token', async () => {
    const member = await addMember('race@staff.test', ['support_agent']);
    const id = await memberId(member.email);
    await staffQueries.replaceRecoveryCodes(server.database.db, id, [
      hashRecoveryCode('RACE-CODE-0001'),
    ]);
    const { pendingToken } = await json(await passwordStep(member.email));
    // The app's code and a recovery code: each would open a session on its own.
    const answers = await Promise.all([
      post('/staff-api/session/second-factor', {
        pendingToken,
        code: await codeFor(member.secret),
      }),
      post('/staff-api/session/second-factor', { pendingToken, recoveryCode: 'RACE-CODE-0001' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const sessions = await server.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, id));
    expect(sessions).toHaveLength(1);
    server.clock.advance(30_000);
  });

  it('enrols a member without a factor, and gives ten recovery codes that each work once', async () => {
    const member = await addMember('new@staff.test', ['catalog_editor'], ALL, {
      enrolled: false,
    });
    const pending = await json(await passwordStep(member.email));
    expect(pending).toMatchObject({
      next: 'enrol',
      enrolment: {
        secret: expect.stringMatching(/^[A-Z2-7]+$/),
        otpauthUri: expect.stringContaining('otpauth://totp/'),
      },
    });
    // A recovery code cannot stand in for confirming the new authenticator.
    const withoutCode = await post('/staff-api/session/second-factor', {
      pendingToken: pending.pendingToken,
      recoveryCode: 'AAAA-BBBB-CCCC',
    });
    expect(withoutCode.status).toBe(400);

    const confirmed = await post('/staff-api/session/second-factor', {
      pendingToken: pending.pendingToken,
      code: await codeFor(pending.enrolment.secret),
    });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = await json(confirmed);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // The secret is never shown again, and is not stored in clear.
    server.clock.advance(30_000);
    const next = await json(await passwordStep(member.email));
    expect(next).toEqual({ pendingToken: expect.any(String), next: 'code' });
    const [row] = await server.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, member.email));
    expect(row!.totpSecret).not.toContain(pending.enrolment.secret);

    const byRecovery = await post('/staff-api/session/second-factor', {
      pendingToken: next.pendingToken,
      recoveryCode: recoveryCodes[3].toLowerCase(),
    });
    expect(byRecovery.status).toBe(200);
    const reused = await post('/staff-api/session/second-factor', {
      pendingToken: (await json(await passwordStep(member.email))).pendingToken,
      recoveryCode: recoveryCodes[3],
    });
    expect(reused.status).toBe(400);
    const entries = await auditEntries(row!.id);
    expect(entries.map((e) => [e.action, e.after])).toEqual([
      ['staff.sign_in_failed', null],
      ['staff.sign_in', { method: 'enrolment' }],
      ['staff.sign_in', { method: 'recovery_code', recoveryCodesLeft: 9 }],
      ['staff.sign_in_failed', null],
    ]);
  });
});

describe('staff sessions', () => {
  it('keeps staff and student tokens apart in both directions', async () => {
    const staffToken = await signIn(await addMember('apart@staff.test', ['support_agent']));
    const student = await signedInLearner(server, { email: 'apart-student@example.com' });

    const staffOnStudentRoute = await server.request('/user-api/users', asUser(staffToken));
    expect(staffOnStudentRoute.status).toBe(401);
    const studentOnStaffRoute = await me(student.access_token);
    expect(studentOnStaffRoute.status).toBe(401);
    expect((await json(studentOnStaffRoute)).global[0].code).toBe('INVALID_TOKEN');
    // On any tenant's host, the staff token opens the staff routes.
    const elsewhere = await server.request('/staff-api/me', {
      tenant: 'fhsu',
      headers: bearer(staffToken),
    });
    expect(elsewhere.status).toBe(200);
  });

  it('ends after 30 minutes without a call, and on sign-out', async () => {
    const member = await addMember('idle@staff.test', ['support_agent']);
    let token = await signIn(member);
    // Calls keep it alive; a renewed token carries it past the access token's 15 minutes.
    server.clock.advance(14 * 60_000);
    const renewed = await post('/staff-api/session/renewal', {}, bearer(token));
    expect(renewed.status).toBe(200);
    token = (await json(renewed)).accessToken;
    server.clock.advance(14 * 60_000);
    expect((await me(token)).status).toBe(200);

    server.clock.advance(31 * 60_000);
    const expired = await me(token);
    expect(expired.status).toBe(401);
    expect((await json(expired)).global[0].code).toBe('TOKEN_EXPIRED');

    const fresh = await signIn(member);
    server.clock.advance(10 * 60_000);
    expect((await me(fresh)).status).toBe(200);
    const signedOut = await server.request('/staff-api/session', {
      method: 'DELETE',
      headers: bearer(fresh),
    });
    expect(signedOut.status).toBe(204);
    expect((await me(fresh)).status).toBe(401);
  });

  it('ends an idle session even while its access token is still valid', async () => {
    const token = await signIn(await addMember('idle-long@staff.test', ['support_agent']));
    // An instance on the same data whose access tokens outlive the idle timeout.
    const longTokens = await startTestServer({
      staffAccessTokenTtlSeconds: 3600,
      staffIdleTimeoutSeconds: 1800,
      sharing: server,
    });
    try {
      const longToken = (
        await json(
          await longTokens.request('/staff-api/session/renewal', {
            method: 'POST',
            headers: { ...bearer(token), 'Content-Type': 'application/json' },
            body: '{}',
          }),
        )
      ).accessToken;
      server.clock.advance(31 * 60_000);
      const response = await longTokens.request('/staff-api/me', { headers: bearer(longToken) });
      expect(response.status).toBe(401);
      expect((await json(response)).global[0].code).toBe('SESSION_EXPIRED');
    } finally {
      await longTokens.close();
    }
  });
});

describe('restoring a member who lost their factors', () => {
  const resetPath = (id: string) => `/staff-api/staff/${id}/second-factor/reset`;

  it('is refused to a role without it, and nothing changes', async () => {
    const support = await signIn(await addMember('support-r@staff.test', ['support_agent']));
    const target = await addMember('target-r@staff.test', ['finance']);
    const id = await memberId(target.email);
    const refused = await post(resetPath(id), { reason: 'lost phone' }, bearer(support));
    expect(refused.status).toBe(403);
    expect((await json(refused)).global[0].code).toBe('PERMISSION_DENIED');
    expect((await json(await passwordStep(target.email))).next).toBe('code');
    expect(await auditEntries(id)).toEqual([]);
  });

  it('lets a tenant admin restore staff within their scope only', async () => {
    const admin = await signIn(await addMember('fhsu-admin@staff.test', ['tenant_admin'], FHSU));
    const outside = await memberId(
      (await addMember('provider-support@staff.test', ['support_agent'])).email,
    );
    const notFound = await post(resetPath(outside), { reason: 'lost phone' }, bearer(admin));
    expect(notFound.status).toBe(404);
    expect((await json(await passwordStep('provider-support@staff.test'))).next).toBe('code');

    const target = await addMember('fhsu-support@staff.test', ['support_agent'], FHSU);
    const targetToken = await signIn(target);
    const id = await memberId(target.email);
    const reset = await post(resetPath(id), { reason: 'Lost phone, ticket 12' }, bearer(admin));
    expect(reset.status).toBe(204);

    // Their sessions end, and the next sign-in enrols a new authenticator.
    expect((await me(targetToken)).status).toBe(401);
    const pending = await json(await passwordStep(target.email));
    expect(pending.next).toBe('enrol');
    const oldCode = await post('/staff-api/session/second-factor', {
      pendingToken: pending.pendingToken,
      code: await codeFor(target.secret),
    });
    expect(oldCode.status).toBe(400);

    const entries = await auditEntries(id);
    const resetEntry = entries.find((e) => e.action === 'staff.second_factor_reset');
    expect(resetEntry).toMatchObject({
      actorStaffId: await memberId('fhsu-admin@staff.test'),
      actorEmail: 'fhsu-admin@staff.test',
      reason: 'Lost phone, ticket 12',
      before: { factor: 'enrolled', recoveryCodesLeft: 0 },
      after: { factor: 'none', recoveryCodesLeft: 0 },
    });
    expect(await verifyAuditChain(server.database.db)).toMatchObject({ intact: true });
  });

  it('appears in the API description', async () => {
    const spec = await json(await server.request('/openapi.json'));
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/staff-api/session',
        '/staff-api/session/second-factor',
        '/staff-api/me',
        '/staff-api/staff/{staffId}/second-factor/reset',
      ]),
    );
  });
});
