import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/accounts';
import { learnerWithOrder, LOTS_OF_SIGN_INS, sendJson } from '../../test/enrolment';
import { readPdf } from '../../test/read-pdf';
import { signedInDemoStaff, signedInStaffMember, staffBearer } from '../../test/staff';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

// An employer's staff (docs/employers.md): batches of access codes that learners redeem the normal
// way, their withdrawal, the sponsored learners and the monthly statement; and nothing of another
// employer's, asked by id or by search, over HTTP.

const TENANT = 'harborline';
const NOC_AAGS = 1; // one of Harborline Health's programs (and DaVita's)
const NOC_AAGS_PRICE = 29_900;

let server: TestServer;
let employer: string;
let rival: string;

const db = () => server.database.db;
const get = (token: string, path: string) => server.request(path, staffBearer(token));
const post = (token: string, path: string, body: unknown) =>
  server.request(path, {
    method: 'POST',
    headers: { ...staffBearer(token).headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

interface Batch {
  id: string;
  codes: { code: string; status: string; redeemedBy: { id: string } | null }[];
}

async function batchOf(token: string, body: unknown): Promise<Batch> {
  const response = await post(token, '/staff-api/employer/batches', body);
  expect(response.status).toBe(201);
  return json(response);
}

/** A learner of the tenant who enrols in NOC-AAGS and pays with the code, the normal way. */
async function redeem(code: string) {
  const learner = await learnerWithOrder(server, { tenant: TENANT, degreeProgramId: NOC_AAGS });
  const response = await sendJson(
    server,
    `/ledger-api/orders/${learner.orderId}/payment/prepaid-token`,
    { token: learner.token, tenant: TENANT, key: randomUUID(), body: { token: code } },
  );
  const [user] = await queryRows<{ id: string }>(
    db(),
    sql`select id from users where tenant_id = ${TENANT} and email = ${learner.email}`,
  );
  return { response, id: user!.id, email: learner.email };
}

const validate = (token: string) =>
  sendJson(server, '/ledger-api/prepaid-token/validate', {
    tenant: TENANT,
    method: 'POST',
    body: { token, degreeProgramId: NOC_AAGS },
  });

const actions = async (actor: string) =>
  (
    await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where actor_email = ${actor} order by seq`,
    )
  ).map((row) => row.action);

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  employer = await signedInDemoStaff(server, 'employer@staff.demo.test');
  // Another employer's staff on the same site, whose programs include NOC-AAGS too.
  rival = await signedInStaffMember(server, {
    email: 'rival@staff.example.test',
    name: 'Rae Rival',
    roles: ['employer_staff'],
    scope: { kind: 'tenants', tenantIds: [TENANT], employerId: 1001 },
    totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
  });
});
afterAll(async () => server?.close());

describe("an employer's access codes", () => {
  it('names the employer and the programs it buys codes for', async () => {
    const response = await get(employer, '/staff-api/employer');
    expect(response.status).toBe(200);
    const overview = await json(response);
    expect(overview).toMatchObject({
      employer: { id: 1002, name: 'Harborline Health' },
      tenantId: TENANT,
    });
    expect(overview.programs.map((p: { id: number }) => p.id)).toEqual([1, 4, 6]);
    expect(overview.programs[0]).toMatchObject({ code: 'NOC-AAGS', priceCents: NOC_AAGS_PRICE });
  });

  it("refuses a program not the employer's, a count out of range and a past last day", async () => {
    for (const [body, field] of [
      [{ degreeProgramId: 2, count: 3 }, 'degreeProgramId'],
      [{ degreeProgramId: NOC_AAGS, count: 0 }, 'count'],
      [{ degreeProgramId: NOC_AAGS, count: 501 }, 'count'],
      [{ degreeProgramId: NOC_AAGS, count: 3, expiresOn: '2026-11-21' }, 'expiresOn'],
      [{ degreeProgramId: NOC_AAGS, count: 3, expiresOn: '2026-02-30' }, 'expiresOn'],
    ] as const) {
      const response = await post(employer, '/staff-api/employer/batches', body);
      expect(response.status, field).toBe(400);
      expect((await json(response)).fields, field).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      );
    }
  });

  it('generates codes a learner redeems the normal way, and shows who redeemed which, when', async () => {
    const batch = await batchOf(employer, {
      degreeProgramId: NOC_AAGS,
      count: 3,
      expiresOn: '2026-12-31',
    });
    expect(batch).toMatchObject({
      program: { code: 'NOC-AAGS' },
      count: 3,
      unitPriceCents: NOC_AAGS_PRICE,
      expiresOn: '2026-12-31',
      createdBy: 'employer@staff.demo.test',
      revokedAt: null,
      counts: { available: 3, redeemed: 0, revoked: 0, expired: 0 },
    });
    expect(batch.codes).toHaveLength(3);
    for (const code of batch.codes) expect(code.code).toMatch(/^NOC-AAGS-[A-HJ-NP-Z2-9]{10}$/);

    const [first, second] = batch.codes;
    // Typed in lower case, as a learner may.
    const learner = await redeem(first!.code.toLowerCase());
    expect(learner.response.status).toBe(200);
    expect(await json(learner.response)).toMatchObject({ status: 'SUCCESS' });

    const detail = await json(await get(employer, `/staff-api/employer/batches/${batch.id}`));
    expect(detail.counts).toEqual({ available: 2, redeemed: 1, revoked: 0, expired: 0 });
    expect(detail.codes.find((c: { code: string }) => c.code === first!.code)).toMatchObject({
      status: 'redeemed',
      redeemedAt: server.clock.now().toISOString(),
      redeemedBy: { id: learner.id, email: learner.email },
    });
    expect(detail.codes.find((c: { code: string }) => c.code === second!.code)).toMatchObject({
      status: 'available',
      redeemedBy: null,
    });

    const csvResponse = await get(employer, `/staff-api/employer/batches/${batch.id}/codes.csv`);
    expect(csvResponse.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csvResponse.text()).split('\r\n');
    expect(lines[0]).toBe('code,program,expires_on,status,redeemed_at');
    expect(lines.slice(1, -1).sort()).toEqual(
      batch.codes
        .map((c) =>
          c.code === first!.code
            ? `${c.code},NOC-AAGS,2026-12-31,redeemed,${server.clock.now().toISOString()}`
            : `${c.code},NOC-AAGS,2026-12-31,available,`,
        )
        .sort(),
    );

    // The learner is followed, with the same data a partner school sees.
    const learners = await json(await get(employer, '/staff-api/employer/learners'));
    expect(learners.learners.map((l: { id: string }) => l.id)).toEqual([learner.id]);
    expect(learners.learners[0]).toMatchObject({
      email: learner.email,
      tenantId: TENANT,
      status: 'enabled',
      progress: { completedItems: 0 },
    });
    expect((await get(employer, `/staff-api/employer/learners/${learner.id}`)).status).toBe(200);
    expect(await actions('employer@staff.demo.test')).toEqual([
      'staff.sign_in',
      'employer.batch_generated',
      'employer.batch_viewed',
      'employer.codes_exported',
      'employer.learners_listed',
      'employer.learner_viewed',
    ]);
  });

  it('withdraws a code, then the rest of the batch; a withdrawn code is refused at redemption', async () => {
    const batch = await batchOf(employer, { degreeProgramId: NOC_AAGS, count: 3 });
    const [kept, withdrawn, rest] = batch.codes.map((c) => c.code);
    expect((await redeem(kept!)).response.status).toBe(200);

    const refused = await post(employer, `/staff-api/employer/codes/${kept}/revocation`, {
      reason: 'Left the company',
    });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ global: [{ code: 'ACCESS_CODE_ALREADY_USED' }] });
    expect(
      (await post(employer, `/staff-api/employer/codes/${withdrawn}/revocation`, {})).status,
    ).toBe(400);

    const one = await post(employer, `/staff-api/employer/codes/${withdrawn}/revocation`, {
      reason: 'Handed to the wrong person',
    });
    expect(one.status).toBe(200);
    expect(await json(one)).toMatchObject({ code: withdrawn, status: 'revoked' });
    const attempt = await redeem(withdrawn!);
    expect(attempt.response.status).toBe(409);
    expect(await json(attempt.response)).toMatchObject({
      global: [
        { code: 'ACCESS_CODE_REVOKED', message: 'This Access Code was withdrawn by its sponsor' },
      ],
    });
    expect((await validate(withdrawn!)).status).toBe(409);

    const all = await post(employer, `/staff-api/employer/batches/${batch.id}/revocation`, {
      reason: 'Programme cancelled',
    });
    expect(all.status).toBe(200);
    const after = await json(all);
    expect(after.revokedAt).not.toBeNull();
    expect(after.counts).toEqual({ available: 0, redeemed: 1, revoked: 2, expired: 0 });
    expect(after.codes.find((c: { code: string }) => c.code === kept)).toMatchObject({
      status: 'redeemed',
    });
    expect(await json((await redeem(rest!)).response)).toMatchObject({
      global: [{ code: 'ACCESS_CODE_REVOKED' }],
    });
    const audit = await queryRows<{ action: string; subject_id: string; reason: string }>(
      db(),
      sql`select action, subject_id, reason from audit_log
          where action in ('employer.code_revoked', 'employer.batch_revoked') order by seq`,
    );
    expect(audit).toEqual([
      {
        action: 'employer.code_revoked',
        subject_id: withdrawn,
        reason: 'Handed to the wrong person',
      },
      { action: 'employer.batch_revoked', subject_id: batch.id, reason: 'Programme cancelled' },
    ]);
  });

  it("never shows another employer's codes or learners, by id or by search", async () => {
    const mine = await batchOf(employer, { degreeProgramId: NOC_AAGS, count: 2 });
    const theirs = await batchOf(rival, { degreeProgramId: NOC_AAGS, count: 2 });
    const theirLearner = await redeem(theirs.codes[0]!.code);
    expect(theirLearner.response.status).toBe(200);
    const since = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from prepaid_tokens where revoked_at is not null`,
    );

    for (const path of [
      `/staff-api/employer/batches/${theirs.id}`,
      `/staff-api/employer/batches/${theirs.id}/codes.csv`,
      `/staff-api/employer/learners/${theirLearner.id}`,
    ]) {
      const response = await get(employer, path);
      expect(response.status, path).toBe(404);
      expect(await json(response), path).toMatchObject({ global: [{ code: 'NOT_FOUND' }] });
    }
    for (const path of [
      `/staff-api/employer/batches/${theirs.id}/revocation`,
      `/staff-api/employer/codes/${theirs.codes[1]!.code}/revocation`,
    ]) {
      expect((await post(employer, path, { reason: 'Not mine' })).status, path).toBe(404);
    }
    // Nothing was withdrawn: their free code still pays.
    expect(
      await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from prepaid_tokens where revoked_at is not null`,
      ),
    ).toEqual(since);
    expect((await validate(theirs.codes[1]!.code)).status).toBe(200);

    const batches = await json(await get(employer, '/staff-api/employer/batches'));
    const ids = batches.batches.map((b: { id: string }) => b.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    for (const q of [theirLearner.email, theirLearner.email.slice(0, 8)]) {
      const found = await json(
        await get(employer, `/staff-api/employer/learners?q=${encodeURIComponent(q)}`),
      );
      expect(found.learners, q).toEqual([]);
    }
    // And the other way round.
    const theirView = await json(await get(rival, '/staff-api/employer/learners'));
    expect(theirView.learners.map((l: { id: string }) => l.id)).toEqual([theirLearner.id]);
    expect((await get(rival, `/staff-api/employer/batches/${mine.id}`)).status).toBe(404);

    // Other roles have none of it, and the employer nothing else.
    const partner = await signedInDemoStaff(server, 'partner@staff.demo.test');
    const admin = await signedInDemoStaff(server, 'admin@staff.demo.test');
    for (const token of [partner, admin]) {
      expect((await get(token, '/staff-api/employer/batches')).status).toBe(403);
      expect((await get(token, '/staff-api/employer/learners')).status).toBe(403);
    }
    expect((await get(employer, '/staff-api/partner/learners')).status).toBe(403);
    expect((await get(employer, '/staff-api/students?q=a')).status).toBe(403);
    expect((await get(employer, '/staff-api/audit')).status).toBe(403);
  });

  it("bills each code redeemed in the month at its batch's price, in a tagged PDF", async () => {
    const months = await json(await get(employer, '/staff-api/employer/statements'));
    // Two codes of the employer's were redeemed above, this month.
    expect(months.months[0]).toEqual({
      month: '2026-11',
      redeemed: 2,
      totalCents: 2 * NOC_AAGS_PRICE,
    });
    const response = await get(employer, '/staff-api/employer/statements/2026-11/pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="statement-2026-11.pdf"',
    );
    const { text, info, structure } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(info.Title).toBe('Statement for November 2026 - Harborline Health');
    expect(text).toContain('Harborline Health');
    expect(text).toContain('Total $598.00');
    expect(text).toContain('Codes redeemed: 2');
    expect(structure).toBe(
      'Document(Figure H1 P P Sect(H2 P) Sect(H2 P) Sect(H2 Table(TR(TH TH TH TH TH) TR(TD TD TD TD TD) TR(TD TD TD TD TD) TR(TH TD TD TD TD))) Sect(H2 P P))',
    );
    // The rival's redemption is on the rival's statement only.
    const theirs = await json(await get(rival, '/staff-api/employer/statements'));
    expect(theirs.months[0]).toEqual({ month: '2026-11', redeemed: 1, totalCents: NOC_AAGS_PRICE });
    expect((await get(employer, '/staff-api/employer/statements/2026-12/pdf')).status).toBe(404);
    expect((await get(employer, '/staff-api/employer/statements/2026-13/pdf')).status).toBe(400);
    const quiet = await get(employer, '/staff-api/employer/statements/2026-10/pdf');
    expect((await readPdf(new Uint8Array(await quiet.arrayBuffer()))).text).toContain(
      'No code was redeemed in this month.',
    );
  });

  it('refuses a code after its last day', async () => {
    const batch = await batchOf(employer, {
      degreeProgramId: NOC_AAGS,
      count: 1,
      expiresOn: '2026-11-22',
    });
    const { code } = batch.codes[0]!;
    expect((await validate(code)).status).toBe(200);
    server.clock.set(new Date('2026-11-23T00:00:00Z'));
    const late = await validate(code);
    expect(late.status).toBe(409);
    expect(await json(late)).toMatchObject({
      global: [{ code: 'ACCESS_CODE_EXPIRED', message: 'This Access Code has expired' }],
    });
    const token = await signedInDemoStaff(server, 'employer@staff.demo.test');
    const detail = await json(await get(token, `/staff-api/employer/batches/${batch.id}`));
    expect(detail.counts).toEqual({ available: 0, redeemed: 0, revoked: 0, expired: 1 });
  });
});

describe("an employer's staff account", () => {
  it('names one tenant and an employer that exists, and only with the role', async () => {
    const admin = await signedInDemoStaff(server, 'admin@staff.demo.test');
    const create = (roles: string[], scope: unknown) =>
      post(admin, '/staff-api/staff', {
        email: `${randomUUID().slice(0, 8)}@staff.example.test`,
        name: 'New Employer Staff',
        roles,
        scope,
        reason: 'Onboarding',
      });
    for (const [roles, scope] of [
      [['employer_staff'], { kind: 'tenants', tenantIds: [TENANT] }],
      [['employer_staff'], { kind: 'all_tenants' }],
      [['employer_staff'], { kind: 'tenants', tenantIds: [TENANT, 'davita'], employerId: 1002 }],
      [['support_agent'], { kind: 'tenants', tenantIds: [TENANT], employerId: 1002 }],
      [['employer_staff'], { kind: 'tenants', tenantIds: [TENANT], employerId: 999_999 }],
    ] as const) {
      const response = await create([...roles], scope);
      expect(response.status, JSON.stringify(scope)).toBe(400);
      expect((await json(response)).fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'scope' })]),
      );
    }
    const made = await create(['employer_staff'], {
      kind: 'tenants',
      tenantIds: [TENANT],
      employerId: 1002,
    });
    expect(made.status).toBe(201);
    expect(await json(made)).toMatchObject({
      scope: { kind: 'tenants', tenantIds: [TENANT], employerId: 1002 },
    });
  });
});
