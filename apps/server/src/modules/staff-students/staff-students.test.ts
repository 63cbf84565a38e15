import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_SEARCH_PAGE_SIZE } from '@portal/domain/staff/student-lookup';
import { auditLog } from '../../audit/audit-tables';
import { verifyAuditChain } from '../../audit/verify-audit-chain';
import { SANDBOX_CARDS } from '../../payments/sandbox-card-provider';
import { GOOD_PASSWORD, json, passwordGrant } from '../../test/accounts';
import { programCourseIds, SELECTIVE_TENANT, studentAtDashboard } from '../../test/coursework';
import { LOTS_OF_SIGN_INS, payByCard, sendJson } from '../../test/enrolment';
import { signedInDemoStaff, staffBearer } from '../../test/staff';
import { startTestServer, type TestServer } from '../../test/test-server';
import { users } from '../users/user-tables';

let server: TestServer;
let support: string;
/** Ada Lovelace, on the default tenant: an order whose card was declined. */
let lovelace: { id: string; email: string; orderId: string };
/** Ada Byron, on fhsu: paid, with courses chosen. */
let byron: { id: string; email: string };
let lovelaceSignedInAt: string;

async function studentIdOf(email: string) {
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

async function registerStudent(firstName: string, lastName: string, email: string) {
  const response = await server.request('/user-api/users', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName, lastName, email, password: GOOD_PASSWORD }),
  });
  expect(response.status).toBe(201);
  return studentIdOf(email);
}

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });

  const email = 'ada@lovelace.test';
  const id = await registerStudent('Ada', 'Lovelace', email);
  lovelaceSignedInAt = server.clock.now().toISOString();
  const { access_token: token } = await json(await passwordGrant(server, { email }));
  const order = await json(
    await sendJson(server, '/ledger-api/orders/degreeprogram', {
      token,
      body: { degreeProgramId: 6 },
    }),
  );
  const declined = await payByCard(
    server,
    { token, orderId: order.orderId },
    { card: { creditCardNumber: SANDBOX_CARDS.declined[50] } },
  );
  expect(declined.status).toBe(402);
  await server.database.db
    .update(users)
    .set({ phoneNumbers: ['(785) 555-0199'], language: 'es' })
    .where(eq(users.id, id));
  lovelace = { id, email, orderId: order.orderId };

  const [firstCourse] = await programCourseIds(server);
  const learner = await studentAtDashboard(server, [firstCourse!]);
  const byronId = await studentIdOf(learner.email);
  await server.database.db
    .update(users)
    .set({ firstName: 'Ada', lastName: 'Byron' })
    .where(eq(users.id, byronId));
  byron = { id: byronId, email: learner.email };

  await registerStudent('Grace', 'Hopper', 'grace@hopper.test');
  support = await signedInDemoStaff(server, 'support@staff.demo.test');
});
afterAll(() => server.close());

const search = (token: string, query: string) =>
  server.request(`/staff-api/students?${query}`, staffBearer(token));
const record = (token: string, id: string, query = '') =>
  server.request(`/staff-api/students/${id}${query}`, staffBearer(token));

async function foundIds(token: string, q: string) {
  const response = await search(token, new URLSearchParams({ q }).toString());
  expect(response.status, q).toBe(200);
  return (await json(response)).students.map((s: { id: string }) => s.id);
}

describe('finding a student', () => {
  it('matches the start of a name in any case, across the tenants in scope, by last name', async () => {
    const response = await search(support, 'q=aDa');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      students: [
        {
          id: byron.id,
          firstName: 'Ada',
          lastName: 'Byron',
          email: byron.email,
          tenantId: SELECTIVE_TENANT,
          membershipStatus: 'enabled',
        },
        {
          id: lovelace.id,
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: lovelace.email,
          tenantId: 'default',
          membershipStatus: 'pending',
        },
      ],
      page: 1,
      pageSize: STUDENT_SEARCH_PAGE_SIZE,
      hasMore: false,
    });
  });

  it('matches a full name, a last name, an e-mail, a phone number and an order number', async () => {
    expect(await foundIds(support, 'ada love')).toEqual([lovelace.id]);
    expect(await foundIds(support, 'HOPP')).toEqual([await studentIdOf('grace@hopper.test')]);
    expect(await foundIds(support, 'grace@hop')).toEqual([await studentIdOf('grace@hopper.test')]);
    expect(await foundIds(support, 'ADA@LOVELACE.TEST')).toEqual([lovelace.id]);
    expect(await foundIds(support, '785.555.0199')).toEqual([lovelace.id]);
    expect(await foundIds(support, lovelace.orderId)).toEqual([lovelace.id]);
    expect(await foundIds(support, byron.id)).toEqual([byron.id]);
    // Wildcards are taken as written.
    expect(await foundIds(support, '%')).toEqual([]);
  });

  it('finds a name written with accents without them, and the reverse (docs/names.md)', async () => {
    // UIW takes names of any script; "é" sent decomposed is stored composed, found either way.
    const email = 'jose@nguyen.test';
    const registered = await server.request('/user-api/users', {
      tenant: 'uiw',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Jose\u0301',
        lastName: 'Nguyễn',
        email,
        password: GOOD_PASSWORD,
      }),
    });
    expect(registered.status).toBe(201);
    const jose = await studentIdOf(email);
    for (const q of ['jose nguyen', 'JOSÉ', 'Nguyễn', 'nguyen', 'josé nguy']) {
      expect(await foundIds(support, q), q).toEqual([jose]);
    }
    expect(await foundIds(support, 'grâce')).toEqual([await studentIdOf('grace@hopper.test')]);
  });

  it('pages the answer without overlap', async () => {
    // Pageraa, Pagerab, ... Pagerba: names take letters only.
    const lastNames = Array.from(
      { length: STUDENT_SEARCH_PAGE_SIZE + 2 },
      (_, n) => `Pager${String.fromCharCode(97 + Math.floor(n / 26), 97 + (n % 26))}`,
    );
    for (const [n, lastName] of lastNames.entries()) {
      await registerStudent('Paged', lastName, `pager-${n}@test.test`);
    }
    const first = await json(await search(support, 'q=pager'));
    const second = await json(await search(support, 'q=pager&page=2'));
    expect(first.students).toHaveLength(STUDENT_SEARCH_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(
      [...first.students, ...second.students].map((s: { lastName: string }) => s.lastName),
    ).toEqual(lastNames);
  });

  it('sorts by name, e-mail or tenant, either way', async () => {
    const found = async (query: string) =>
      (await json(await search(support, `q=ada&${query}`))).students as {
        id: string;
        email: string;
        tenantId: string;
      }[];
    const byEmail = await found('sort=email');
    const emails = byEmail.map((s) => s.email);
    expect(emails).toEqual([...emails].sort());
    expect(await found('sort=email&dir=desc')).toEqual([...byEmail].reverse());
    const byTenant = await found('sort=tenant');
    const tenants = byTenant.map((s) => s.tenantId);
    expect(tenants).toEqual([...tenants].sort());
    expect(await found('sort=tenant&dir=desc')).toEqual([...byTenant].reverse());
    // By name: Byron before Lovelace, and back.
    expect((await found('sort=name&dir=desc')).map((s) => s.id)).toEqual([lovelace.id, byron.id]);
  });

  it('pages through students of the same name without repeating or skipping one', async () => {
    const twins = await server.database.db
      .insert(users)
      .values(
        Array.from({ length: STUDENT_SEARCH_PAGE_SIZE + 2 }, (_, n) => ({
          tenantId: 'default',
          email: `twin-${n}@twins.test`,
          passwordHash: 'x',
          firstName: 'Twin',
          lastName: 'Twinning',
        })),
      )
      .returning({ id: users.id });
    const ids = twins.map((t) => t.id).sort();
    for (const dir of ['asc', 'desc'] as const) {
      const seen: string[] = [];
      for (const page of [1, 2]) {
        const answer = await json(
          await search(support, `q=twin%20twinning&dir=${dir}&page=${page}`),
        );
        seen.push(...answer.students.map((s: { id: string }) => s.id));
      }
      expect(seen, dir).toEqual(dir === 'asc' ? ids : [...ids].reverse());
    }
  });

  it('refuses a missing, empty or too long query, a bad page and an unknown sort', async () => {
    const cases: [string, string, string][] = [
      ['', 'q', 'validation.required'],
      ['q=%20%20', 'q', 'validation.required'],
      [`q=${'a'.repeat(255)}`, 'q', 'validation.tooLong'],
      ['q=ada&page=0', 'page', 'validation.invalid'],
      ['q=ada&page=two', 'page', 'validation.invalid'],
      ['q=ada&page=1.5', 'page', 'validation.invalid'],
      ['q=ada&page=201', 'page', 'validation.invalid'],
      ['q=ada&sort=phone', 'sort', 'validation.sortColumn'],
      ['q=ada&sort=', 'sort', 'validation.sortColumn'],
      ['q=ada&dir=up', 'dir', 'validation.invalid'],
    ];
    for (const [query, field, code] of cases) {
      const response = await search(support, query);
      expect(response.status, query).toBe(400);
      expect((await json(response)).fields, query).toMatchObject([{ field, code }]);
    }
  });

  it("never shows a partner's staff another tenant's students", async () => {
    const fhsuAdmin = await signedInDemoStaff(server, 'tenant-admin@staff.demo.test');
    expect(await foundIds(fhsuAdmin, 'ada')).toEqual([byron.id]);
    expect(await foundIds(fhsuAdmin, lovelace.orderId)).toEqual([]);
    expect(await foundIds(fhsuAdmin, lovelace.email)).toEqual([]);
    expect((await record(fhsuAdmin, lovelace.id)).status).toBe(404);
    expect((await record(fhsuAdmin, byron.id)).status).toBe(200);
  });

  it('is open to every role that may view students, and refused to one that may not', async () => {
    for (const email of [
      'registrar@staff.demo.test',
      'finance@staff.demo.test',
      'admin@staff.demo.test',
    ]) {
      const token = await signedInDemoStaff(server, email);
      expect((await search(token, 'q=ada')).status, email).toBe(200);
      expect((await record(token, byron.id)).status, email).toBe(200);
    }
    const catalog = await signedInDemoStaff(server, 'catalog@staff.demo.test');
    for (const response of [await search(catalog, 'q=ada'), await record(catalog, byron.id)]) {
      expect(response.status).toBe(403);
      expect((await json(response)).global[0].code).toBe('PERMISSION_DENIED');
    }
  });
});

describe("a student's record", () => {
  it('answers the profile, sign-in, membership, orders with their payments, and courses', async () => {
    // Enough wrong passwords to make the throttle hold the account.
    for (let i = 0; i < 6; i += 1) {
      await passwordGrant(server, {
        email: lovelace.email,
        password: 'Wrong#Pass1',
        from: '127.0.0.9',
      });
    }
    const response = await record(support, lovelace.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await json(response);
    expect(body).toMatchObject({
      profile: {
        id: lovelace.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: lovelace.email,
        phoneNumbers: ['(785) 555-0199'],
        tenantId: 'default',
        language: 'es',
        mailLanguage: 'es',
        createdAt: expect.any(String),
      },
      signIn: { locked: true, lastSignInAt: lovelaceSignedInAt },
      membership: { status: 'pending' },
      plan: null,
      debtCents: 0,
      orders: [
        {
          id: lovelace.orderId,
          kind: 'ENROLLMENT_PLAN',
          attempts: [
            {
              method: 'CREDIT_CARD',
              status: 'FAILED',
              gatewayResultCode: 50,
              errorCode: 'CARD_INSUFFICIENT_FUNDS',
              errorMessage: 'Insufficient funds available in account',
            },
          ],
        },
      ],
      courses: [],
      transcriptRequests: [],
    });

    const paid = await json(await record(support, byron.id));
    // Chose none: written to in the tenant's default.
    expect(paid.profile).toMatchObject({ language: null, mailLanguage: 'en' });
    expect(paid.signIn).toMatchObject({ locked: false, lockedUntil: null });
    expect(paid.membership.status).toBe('enabled');
    expect(paid.orders[0].attempts).toEqual([
      expect.objectContaining({ status: 'CAPTURED', errorCode: null, errorMessage: null }),
    ]);
    expect(paid.courses).toEqual([
      expect.objectContaining({ enrollmentStatus: expect.any(String), gradePercent: null }),
    ]);
  });

  it('is not found for an unknown student, and refuses an id that is not one', async () => {
    expect((await record(support, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await record(support, 'not-an-id')).status).toBe(400);
  });
});

describe('the audit log', () => {
  it('records every search and every record read, and the chain holds', async () => {
    const { db } = server.database;
    const before = (await db.select({ seq: auditLog.seq }).from(auditLog)).length;
    await search(support, 'q=hopper&page=1');
    await record(support, byron.id, '?reason=Ticket%2042');
    const entries = (await db.select().from(auditLog).orderBy(asc(auditLog.seq))).slice(before);
    expect(entries).toMatchObject([
      {
        action: 'students.searched',
        actorEmail: 'support@staff.demo.test',
        address: '127.0.0.1',
        subjectKind: 'students',
        tenantId: null,
        after: { q: 'hopper', page: 1, sort: 'name', dir: 'asc', results: 1 },
      },
      {
        action: 'student.viewed',
        actorEmail: 'support@staff.demo.test',
        address: '127.0.0.1',
        subjectKind: 'student',
        subjectId: byron.id,
        tenantId: SELECTIVE_TENANT,
        before: null,
        after: null,
        reason: 'Ticket 42',
      },
    ]);
    expect(entries[1]!.actorStaffId).toBe(entries[0]!.actorStaffId);
    expect(await verifyAuditChain(db)).toMatchObject({ intact: true });
  });

  it('writes nothing for a record outside the scope or a refused search', async () => {
    const { db } = server.database;
    const count = async () => (await db.select({ seq: auditLog.seq }).from(auditLog)).length;
    const before = await count();
    const fhsuAdmin = await signedInDemoStaff(server, 'tenant-admin@staff.demo.test');
    const afterSignIn = await count();
    await record(fhsuAdmin, lovelace.id);
    await search(support, 'q=');
    expect(await count()).toBe(afterSignIn);
    expect(afterSignIn).toBeGreaterThan(before);
  });
});

it('appears in the API description', async () => {
  const spec = await json(await server.request('/openapi.json'));
  expect(Object.keys(spec.paths)).toEqual(
    expect.arrayContaining(['/staff-api/students', '/staff-api/students/{studentId}']),
  );
});
