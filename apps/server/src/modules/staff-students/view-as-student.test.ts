import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_AS_TTL_SECONDS } from '@portal/domain/staff/view-as';
import { auditLog } from '../../audit/audit-tables';
import { verifyAuditChain } from '../../audit/verify-audit-chain';
import { asUser, json, passwordGrant, signedInLearner } from '../../test/accounts';
import { connectLive, userIdOf } from '../../test/live-client';
import { programCourseIds, SELECTIVE_TENANT, studentAtDashboard } from '../../test/coursework';
import { databaseFingerprint } from '../../test/database-fingerprint';
import { LOTS_OF_SIGN_INS, sendJson } from '../../test/enrolment';
import { signedInDemoStaff, staffBearer } from '../../test/staff';
import { startTestServer, type TestServer } from '../../test/test-server';
import { staffMembers } from '../staff-auth/staff-tables';
import { userEvents } from '../user-events/user-event-tables';
import { users } from '../users/user-tables';

let server: TestServer;
/** A student of fhsu at the dashboard: paid, profile saved, a course chosen. */
let student: { id: string; email: string; token: string; orderId: string; courseId: number };
let support: string;

const tenant = SELECTIVE_TENANT;
const IDLE_TIMEOUT_SECONDS = 10 * 60;

beforeAll(async () => {
  // The staff idle timeout is shorter than a view's 15 minutes here, so a view that outlives its
  // idle staff session can be seen to end.
  server = await startTestServer({
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    staffIdleTimeoutSeconds: IDLE_TIMEOUT_SECONDS,
  });
  const [courseId] = await programCourseIds(server);
  const learner = await studentAtDashboard(server, [courseId!]);
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, learner.email));
  // A second sign-in, so "previous visit" has something to show.
  server.clock.advance(60_000);
  const again = await json(await passwordGrant(server, { email: learner.email, tenant }));
  student = {
    id: row!.id,
    email: learner.email,
    token: again.access_token,
    orderId: learner.orderId,
    courseId: courseId!,
  };
  support = await signedInDemoStaff(server, 'support@staff.demo.test');
});
afterAll(() => server.close());

function openView(staffToken: string, studentId = student.id, body: unknown = { reason: 'T-42' }) {
  return server.request(`/staff-api/students/${studentId}/view-as`, {
    method: 'POST',
    headers: { ...staffBearer(staffToken).headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function viewToken(staffToken = support): Promise<string> {
  const response = await openView(staffToken);
  expect(response.status).toBe(200);
  return (await json(response)).token;
}

const read = (token: string, path: string, onTenant = tenant) =>
  server.request(path, asUser(token, onTenant));

async function codeOf(response: Response) {
  return { status: response.status, code: (await json(response)).global?.[0]?.code };
}

/** What the dashboard and the account pages read. */
const STUDENT_READS = [
  '/user-api/users',
  '/ledger-api/memberships',
  '/ledger-api/orders/degreeprogram',
  '/coursework-api/coursework',
  '/coursework-api/transcripts',
  '/ledger-api/payment/history',
  '/ledger-api/subscriptions/current',
  '/user-events-api/users/events/USER_LOGIN/previous',
];

describe('opening a view', () => {
  it('answers a token of its own kind for 15 minutes, naming the member and the student', async () => {
    const response = await openView(support);
    expect(response.status).toBe(200);
    const grant = await json(response);
    const [support_] = await server.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, 'support@staff.demo.test'));
    expect(grant).toMatchObject({
      expiresIn: VIEW_AS_TTL_SECONDS,
      // The student is of fhsu, the staff page of the main site: fhsu's own site.
      openAt: server.tenants.siteUrl(tenant, '/account/dashboard'),
      student: { id: student.id, tenantId: tenant, firstName: 'Test', lastName: 'Learner' },
      staff: { id: support_!.id, name: support_!.name },
    });
    const header = JSON.parse(Buffer.from(grant.token.split('.')[0], 'base64url').toString());
    expect(header.typ).toBe('view-as+jwt');
  });

  it('is written to the audit log with the reason, and the chain holds', async () => {
    const response = await openView(support, student.id, { reason: 'Ticket 981: dashboard' });
    const grant = await json(response);
    const entries = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'student.viewed_as'), eq(auditLog.subjectId, student.id)));
    expect(entries.at(-1)).toMatchObject({
      actorEmail: 'support@staff.demo.test',
      subjectKind: 'student',
      tenantId: tenant,
      reason: 'Ticket 981: dashboard',
      after: { viewId: grant.viewId },
    });
    expect(await verifyAuditChain(server.database.db)).toMatchObject({ intact: true });
  });

  it('requires a reason, and writes nothing without one', async () => {
    const before = await databaseFingerprint(server.database.db);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await openView(support, student.id, body);
      expect(response.status).toBe(400);
      expect((await json(response)).fields[0].field).toBe('reason');
    }
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('is refused to a role that may not view students (403), outside the scope (404)', async () => {
    const catalog = await signedInDemoStaff(server, 'catalog@staff.demo.test');
    expect(await codeOf(await openView(catalog))).toEqual({
      status: 403,
      code: 'PERMISSION_DENIED',
    });
    // The tenant admin's scope is fhsu: a student of the default tenant does not exist for them.
    const admin = await signedInDemoStaff(server, 'tenant-admin@staff.demo.test');
    const defaultStudent = {
      id: userIdOf(
        (await signedInLearner(server, { email: `${crypto.randomUUID()}@example.test` }))
          .access_token,
      ),
    };
    const before = await databaseFingerprint(server.database.db);
    expect(await codeOf(await openView(admin, defaultStudent!.id))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await codeOf(await openView(support, crypto.randomUUID()))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    const after = await databaseFingerprint(server.database.db);
    // The refused calls wrote nothing but the staff sessions' last call.
    expect({ ...after, staff_sessions: '' }).toEqual({ ...before, staff_sessions: '' });
    expect((await openView(admin)).status).toBe(200);
  });

  it('is refused to a student token and to a view-as token: neither is a staff token', async () => {
    const view = await viewToken();
    expect(await codeOf(await openView(student.token))).toEqual({
      status: 401,
      code: 'INVALID_TOKEN',
    });
    expect(await codeOf(await openView(view))).toEqual({ status: 401, code: 'INVALID_TOKEN' });
    expect(await codeOf(await server.request('/staff-api/me', staffBearer(view)))).toEqual({
      status: 401,
      code: 'INVALID_TOKEN',
    });
  });
});

describe('reading as the student', () => {
  it("answers every read as the student's own token does", async () => {
    const view = await viewToken();
    for (const path of STUDENT_READS) {
      const own = await read(student.token, path);
      const viewed = await read(view, path);
      expect(viewed.status, path).toBe(own.status);
      expect(own.status, path).toBe(200);
      expect(await viewed.text(), path).toBe(await own.text());
    }
    const previous = await json(
      await read(view, '/user-events-api/users/events/USER_LOGIN/previous'),
    );
    expect(previous.occurredAt).not.toBeNull();
  });

  it('is refused on another tenant, and a staff token is still refused on the student API', async () => {
    const view = await viewToken();
    expect(await codeOf(await read(view, '/user-api/users', 'default'))).toEqual({
      status: 401,
      code: 'INVALID_TOKEN',
    });
    expect(await codeOf(await read(support, '/user-api/users'))).toEqual({
      status: 401,
      code: 'INVALID_TOKEN',
    });
  });

  it('refuses the live channel', async () => {
    const client = connectLive(server, { token: await viewToken(), tenant });
    await client.closed;
    expect(client.errors.map((e) => e.headers.message)).toEqual(['Invalid token']);
  });
});

describe('changing nothing', () => {
  it('refuses every change with READ_ONLY_VIEW, and writes nothing', async () => {
    const view = await viewToken();
    const before = await databaseFingerprint(server.database.db);
    const changes: [string, string, unknown?][] = [
      ['PUT', '/user-api/users', { firstName: 'Changed' }],
      ['POST', '/user-api/users/orientation'],
      ['PUT', '/user-api/users/account-settings', {}],
      ['PATCH', '/user-api/users/policy', {}],
      ['PUT', '/user-api/users/password', { password: 'x', newPassword: 'y' }],
      ['PUT', '/coursework-api/coursework/selection', { productIds: [student.courseId] }],
      ['DELETE', `/coursework-api/coursework/${student.courseId}`],
      ['POST', '/coursework-api/transcripts', {}],
      ['PUT', `/ledger-api/orders/${student.orderId}/payment/card`, {}],
      ['PUT', '/ledger-api/subscriptions/cancel'],
      ['PUT', '/ledger-api/orders/debt', {}],
      // A public route as well: a view changes nothing, signed in or not.
      ['POST', '/user-api/users/supportrequest', {}],
      ['POST', '/auth-api/oauth/token', 'grant_type=refresh_token&refresh_token=x'],
      // GETs that change something.
      ['GET', '/auth-api/auth/logout'],
      ['GET', `/coursework-api/lti/launch?productId=${student.courseId}`],
      ['GET', `/ledger-api/orders/${student.orderId}/payment/paypal/token`],
      ['GET', '/ledger-api/subscriptions/1/payment/recurring/paypal/token'],
    ];
    for (const [method, path, body] of changes) {
      const response = await server.request(path, {
        ...asUser(view, tenant),
        method,
        headers: {
          ...(asUser(view, tenant).headers as Record<string, string>),
          ...(body === undefined
            ? {}
            : typeof body === 'string'
              ? { 'Content-Type': 'application/x-www-form-urlencoded' }
              : { 'Content-Type': 'application/json' }),
        },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(await codeOf(response), `${method} ${path}`).toEqual({
        status: 403,
        code: 'READ_ONLY_VIEW',
      });
    }
    // HEAD runs a GET's handler: a GET that changes something is refused as HEAD too.
    const head = await server.request('/auth-api/auth/logout', {
      ...asUser(view, tenant),
      method: 'HEAD',
    });
    expect(head.status).toBe(403);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
    // The student's own session is untouched: their token still reads.
    expect((await read(student.token, '/user-api/users')).status).toBe(200);
  });

  it('records nothing as the student: no sign-in, no activity, on any read of the API', async () => {
    const view = await viewToken();
    const signInsBefore = await server.database.db
      .select()
      .from(userEvents)
      .where(eq(userEvents.userId, student.id));
    const previousBefore = await json(
      await read(student.token, '/user-events-api/users/events/USER_LOGIN/previous'),
    );
    const before = await databaseFingerprint(server.database.db);

    // Every GET of the API description, with the student's ids where a path names one.
    const spec = await json(await server.request('/openapi.json'));
    const values: Record<string, string> = {
      id: student.orderId,
      productId: String(student.courseId),
      transactionId: crypto.randomUUID(),
      photoId: crypto.randomUUID(),
      token: 'ABCDEFGH',
      code: 'x',
      userRef: student.id,
    };
    const paths = Object.entries(spec.paths as Record<string, Record<string, unknown>>)
      .filter(([path, methods]) => methods.get && !path.startsWith('/staff-api/'))
      .map(([path]) => path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1'));
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const response = await read(view, path);
      expect(response.status, path).toBeLessThan(500);
      await response.arrayBuffer();
    }
    expect(await databaseFingerprint(server.database.db)).toEqual(before);

    expect(
      await server.database.db.select().from(userEvents).where(eq(userEvents.userId, student.id)),
    ).toEqual(signInsBefore);
    expect(
      await json(await read(student.token, '/user-events-api/users/events/USER_LOGIN/previous')),
    ).toEqual(previousBefore);
  });
});

describe('ending a view', () => {
  it('ends in its own tab: the token is refused at once, and the end is audited once', async () => {
    const view = await viewToken();
    const other = await viewToken();
    expect((await read(view, '/user-api/users')).status).toBe(200);
    const end = () =>
      server.request('/staff-api/view-as/end', {
        method: 'POST',
        headers: { authorization: `Bearer ${view}` },
      });
    expect((await end()).status).toBe(204);
    expect(await codeOf(await read(view, '/user-api/users'))).toEqual({
      status: 401,
      code: 'INVALID_TOKEN',
    });
    // Another view of the same member goes on; asked again, the end changes nothing more.
    expect((await read(other, '/user-api/users')).status).toBe(200);
    expect((await end()).status).toBe(204);
    const ends = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'student.view_ended'), eq(auditLog.subjectId, student.id)));
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({ actorEmail: 'support@staff.demo.test', tenantId: tenant });
    // Only a view-as token ends a view.
    const refused = await server.request('/staff-api/view-as/end', {
      method: 'POST',
      ...staffBearer(support),
    });
    expect(await codeOf(refused)).toEqual({ status: 401, code: 'INVALID_TOKEN' });
  });

  it('ends when the staff session signs out', async () => {
    const staff = await signedInDemoStaff(server, 'support@staff.demo.test');
    const view = await viewToken(staff);
    expect((await read(view, '/user-api/users')).status).toBe(200);
    const signOut = await server.request('/staff-api/session', {
      method: 'DELETE',
      ...staffBearer(staff),
    });
    expect(signOut.status).toBe(204);
    expect(await codeOf(await read(view, '/user-api/users'))).toEqual({
      status: 401,
      code: 'INVALID_TOKEN',
    });
  });

  it('ends when the staff session goes idle, and after 15 minutes whatever the session', async () => {
    const staff = await signedInDemoStaff(server, 'support@staff.demo.test');
    const view = await viewToken(staff);
    // Reading as the student does not keep the staff session alive.
    server.clock.advance((IDLE_TIMEOUT_SECONDS - 60) * 1000);
    expect((await read(view, '/user-api/users')).status).toBe(200);
    server.clock.advance(2 * 60_000);
    expect(await codeOf(await read(view, '/user-api/users'))).toEqual({
      status: 401,
      code: 'INVALID_TOKEN',
    });

    // A member who keeps working: the staff session lives on (renewed), the view does not.
    let busy = await signedInDemoStaff(server, 'support@staff.demo.test');
    const later = await viewToken(busy);
    for (let minute = 0; minute < 16; minute += 4) {
      server.clock.advance(4 * 60_000);
      const renewal = await server.request('/staff-api/session/renewal', {
        method: 'POST',
        ...staffBearer(busy),
      });
      expect(renewal.status).toBe(200);
      busy = (await json(renewal)).accessToken;
    }
    expect(await codeOf(await read(later, '/user-api/users'))).toEqual({
      status: 401,
      code: 'TOKEN_EXPIRED',
    });
  });

  it("ends when an administrator resets the member's second factor", async () => {
    const staff = await signedInDemoStaff(server, 'registrar@staff.demo.test');
    const view = await viewToken(staff);
    const admin = await signedInDemoStaff(server, 'admin@staff.demo.test');
    const [registrar] = await server.database.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.email, 'registrar@staff.demo.test'));
    const reset = await sendJson(server, `/staff-api/staff/${registrar!.id}/second-factor/reset`, {
      token: admin,
      method: 'POST',
      body: { reason: 'Lost phone' },
    });
    expect(reset.status).toBe(204);
    expect(await codeOf(await read(view, '/user-api/users'))).toEqual({
      status: 401,
      code: 'INVALID_TOKEN',
    });
  });
});

it('appears in the API description', async () => {
  const spec = await json(await server.request('/openapi.json'));
  expect(spec.paths['/staff-api/students/{studentId}/view-as'].post).toMatchObject({
    tags: ['staff'],
    security: [{ bearer: [] }],
  });
});
