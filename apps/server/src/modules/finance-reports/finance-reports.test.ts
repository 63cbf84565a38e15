import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/accounts';
import { signedInDemoStaff, signedInStaffMember, staffBearer } from '../../test/staff';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

// A small ledger in 2025, before anything the demo data holds, whose figures are worked out by
// hand below (docs/finance-reports.md defines each).
let server: TestServer;
let finance: string;
let admin: string;
let support: string;
let fhsuFinance: string;
let fhsuAdmin: string;

const run = (query: ReturnType<typeof sql>) => queryRows(server.database.db, query);

async function student(tenant: string, name: string) {
  const [user] = await queryRows<{ id: string }>(
    server.database.db,
    sql`insert into users (tenant_id, email, password_hash, first_name, last_name)
        values (${tenant}, ${`${name}@report.test`}, 'x', ${name}, 'Ledger') returning id`,
  );
  const [order] = await queryRows<{ id: string }>(
    server.database.db,
    sql`insert into orders (tenant_id, user_id, kind, status, total_cents)
        values (${tenant}, ${user!.id}, 'ENROLLMENT_PLAN', 'SUCCESS', 0) returning id`,
  );
  return { tenant, userId: user!.id, orderId: order!.id };
}
type Student = Awaited<ReturnType<typeof student>>;

async function attempt(
  s: Student,
  status: string,
  cents: number,
  on: string,
  method = 'CREDIT_CARD',
) {
  const [row] = await queryRows<{ id: string }>(
    server.database.db,
    sql`insert into payment_attempts (tenant_id, user_id, order_id, idempotency_key,
          payment_method, status, amount_cents, created_at, completed_at)
        values (${s.tenant}, ${s.userId}, ${s.orderId}, ${`${status}-${on}`}, ${method},
          ${status}, ${cents}, ${on}::timestamptz, ${on}::timestamptz) returning id`,
  );
  return row!.id;
}

const membership = (s: Student, status: string, expiresAt: string | null = null) =>
  run(sql`insert into memberships (tenant_id, user_id, status, expires_at)
          values (${s.tenant}, ${s.userId}, ${status}, ${expiresAt}::timestamptz)`);

async function plan(
  s: Student,
  plan: { periodicity: string; cents: number; status: string; from: string; changed?: string },
  debtCents = 0,
) {
  const [row] = await queryRows<{ id: string }>(
    server.database.db,
    sql`insert into subscriptions (tenant_id, user_id, order_id, plan_name, periodicity,
          amount_cents, status, anchor_at, next_period, debt_cents, payment_method,
          instrument_reference, created_at, updated_at)
        values (${s.tenant}, ${s.userId}, ${s.orderId}, 'Plan', ${plan.periodicity}, ${plan.cents},
          ${plan.status}, ${plan.from}::timestamptz, 1, ${debtCents}, 'CREDIT_CARD', 'ref',
          ${plan.from}::timestamptz, ${plan.changed ?? plan.from}::timestamptz) returning id`,
  );
  return row!.id;
}

const charge = (
  s: Student,
  subscriptionId: string,
  charge: { period: number | null; cents: number; status: string; on: string },
) =>
  run(sql`insert into subscription_charges (tenant_id, user_id, subscription_id, period,
            amount_cents, payment_method, status, created_at, completed_at)
          values (${s.tenant}, ${s.userId}, ${subscriptionId}, ${charge.period}, ${charge.cents},
            'CREDIT_CARD', ${charge.status}, ${charge.on}::timestamptz, ${charge.on}::timestamptz)`);

async function refund(s: Student, attemptId: string, cents: number, status: string, on: string) {
  const [staff] = await queryRows<{ id: string }>(
    server.database.db,
    sql`select id from staff_members where email = 'finance@staff.demo.test'`,
  );
  await run(sql`insert into refunds (tenant_id, user_id, order_id, attempt_id, idempotency_key,
                  amount_cents, status, access, reason, requested_by, requested_by_email,
                  created_at, completed_at)
                values (${s.tenant}, ${s.userId}, ${s.orderId}, ${attemptId}, ${`${status}-${on}`},
                  ${cents}, ${status}, 'kept', 'Asked', ${staff!.id}, 'finance@staff.demo.test',
                  ${on}::timestamptz,
                  ${status === 'PENDING_APPROVAL' ? null : on}::timestamptz)`);
}

const dispute = (s: Student, attemptId: string, cents: number, on: string) =>
  run(sql`insert into payment_disputes (tenant_id, user_id, order_id, attempt_id, gateway,
            gateway_dispute_id, amount_cents, reason, status, respond_by, opened_at)
          values (${s.tenant}, ${s.userId}, ${s.orderId}, ${attemptId}, 'card', ${`dp-${on}`},
            ${cents}, 'fraudulent', 'NEEDS_RESPONSE', ${on}::timestamptz + interval '7 days',
            ${on}::timestamptz)`);

beforeAll(async () => {
  server = await startTestServer();
  finance = await signedInDemoStaff(server, 'finance@staff.demo.test');
  admin = await signedInDemoStaff(server, 'admin@staff.demo.test');
  support = await signedInDemoStaff(server, 'support@staff.demo.test');
  fhsuAdmin = await signedInDemoStaff(server, 'tenant-admin@staff.demo.test');
  fhsuFinance = await signedInStaffMember(server, {
    email: 'fhsu-finance@staff.test',
    name: 'Fin Fhsu',
    roles: ['finance'],
    scope: { kind: 'tenants', tenantIds: ['fhsu'] },
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  });

  // fhsu. A: enrolled in February on a monthly plan, charged in March; a refund on its way.
  const a = await student('fhsu', 'ann');
  const aPaid = await attempt(a, 'CAPTURED', 6945, '2025-02-10T09:00Z');
  await membership(a, 'enabled');
  const aPlan = await plan(a, {
    periodicity: 'MONT',
    cents: 6945,
    status: 'ENABLED',
    from: '2025-02-10T09:00Z',
  });
  await charge(a, aPlan, { period: 1, cents: 6945, status: 'CAPTURED', on: '2025-03-10T09:00Z' });
  await refund(a, aPaid, 1000, 'PROCESSING', '2025-03-30T09:00Z');
  // B: enrolled in February on a yearly plan that failed in March into debt; access ended 20 March.
  const b = await student('fhsu', 'bob');
  await attempt(b, 'CAPTURED', 10000, '2025-02-15T09:00Z');
  await membership(b, 'expired', '2025-03-20T00:00Z');
  const bPlan = await plan(
    b,
    {
      periodicity: 'YEAR',
      cents: 240000,
      status: 'FAILED',
      from: '2025-02-15T09:00Z',
      changed: '2025-03-20T00:00Z',
    },
    5000,
  );
  await charge(b, bPlan, { period: 1, cents: 240000, status: 'FAILED', on: '2025-03-05T09:00Z' });
  // C: declined, then enrolled in March on a quarterly plan; a refund, one waiting, a dispute.
  const c = await student('fhsu', 'cat');
  await attempt(c, 'FAILED', 20000, '2025-03-04T09:00Z');
  const cPaid = await attempt(c, 'CAPTURED', 20000, '2025-03-05T09:00Z');
  await membership(c, 'enabled');
  await plan(c, {
    periodicity: 'QTER',
    cents: 30000,
    status: 'ENABLED',
    from: '2025-03-05T09:00Z',
  });
  await refund(c, cPaid, 5000, 'REFUNDED', '2025-03-25T09:00Z');
  await refund(c, cPaid, 1000, 'PENDING_APPROVAL', '2025-03-26T09:00Z');
  await dispute(c, cPaid, 15000, '2025-03-28T09:00Z');
  // D: enrolled in January; March's charge declined then paid on retry, and a debt payment.
  const d = await student('fhsu', 'dan');
  await attempt(d, 'CAPTURED', 5000, '2025-01-10T09:00Z');
  await membership(d, 'enabled');
  const dPlan = await plan(d, {
    periodicity: 'MONT',
    cents: 5000,
    status: 'ENABLED',
    from: '2025-01-10T09:00Z',
  });
  await charge(d, dPlan, { period: 1, cents: 5000, status: 'CAPTURED', on: '2025-02-10T09:00Z' });
  await charge(d, dPlan, { period: 2, cents: 5000, status: 'FAILED', on: '2025-03-10T09:00Z' });
  await charge(d, dPlan, { period: 2, cents: 5000, status: 'CAPTURED', on: '2025-03-11T09:00Z' });
  await charge(d, dPlan, {
    period: null,
    cents: 2500,
    status: 'CAPTURED',
    on: '2025-03-15T09:00Z',
  });
  // E: enrolled in March with an access code: an enrolment, no money.
  const e = await student('fhsu', 'eve');
  await attempt(e, 'CAPTURED', 9900, '2025-03-12T09:00Z', 'PREPAID_TOKEN');
  await membership(e, 'enabled');
  // uiw. F: enrolled in March, no plan.
  const f = await student('uiw', 'fay');
  await attempt(f, 'CAPTURED', 7000, '2025-03-02T09:00Z');
  await membership(f, 'enabled');
  // The rows above stand for a ledger the history began after, in June 2025: each is kept in it
  // as it stands, as the migration that began it kept every membership and plan.
  await run(sql`update ledger_history_began set began_at = '2025-06-01T00:00Z'`);
});
afterAll(() => server.close());

const report = (token: string, query: string) =>
  server.request(`/staff-api/finance/reports?${query}`, staffBearer(token));

const FHSU_MARCH = {
  enrolments: 2, // C and E (A and B in February, D in January)
  activeStudents: 5, // A, B (until 20 March), C, D, E
  collectedCents: 20000 + 6945 + 5000 + 2500, // C's enrolment; A's, D's retried and debt charges
  refundedCents: 5000 + 1000, // done and on its way; the one waiting for approval is not
  disputedCents: 15000,
  recurringRevenueCents: 6945 + 5000 + 30000 / 3, // A and D monthly, C quarterly; B failed
  churn: { ended: 1, activeAtStart: 3, rate: 0.3333 }, // B of A, B, D
  debtOutstandingCents: 5000,
  recoveredCents: 5000 + 2500, // D's retried period and debt payment
};

const FHSU_FEBRUARY = {
  enrolments: 2,
  activeStudents: 3, // D, A, B
  collectedCents: 6945 + 10000 + 5000,
  refundedCents: 0,
  disputedCents: 0,
  recurringRevenueCents: 5000 + 6945 + 240000 / 12, // B's plan still billed then
  churn: { ended: 0, activeAtStart: 1, rate: 0 },
  debtOutstandingCents: 0, // B's debt arose in March
  recoveredCents: 0,
};

const UIW_MARCH = {
  enrolments: 1,
  activeStudents: 1,
  collectedCents: 7000,
  refundedCents: 0,
  disputedCents: 0,
  recurringRevenueCents: 0,
  churn: { ended: 0, activeAtStart: 0, rate: null },
  debtOutstandingCents: 0,
  recoveredCents: 0,
};

const NOTHING = { ...UIW_MARCH, enrolments: 0, activeStudents: 0, collectedCents: 0 };

describe('the finance report', () => {
  it("adds up one tenant's month by each figure's rule, with the twelve months before", async () => {
    const response = await report(finance, 'month=2025-03&tenant=fhsu');
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({ month: '2025-03', tenant: 'fhsu', figures: FHSU_MARCH });
    expect(body.trend).toHaveLength(12);
    expect(body.trend[0]).toEqual({ month: '2024-04', figures: NOTHING, exact: false });
    expect(body.trend[10]).toEqual({ month: '2025-02', figures: FHSU_FEBRUARY, exact: false });
    expect(body.trend[11]).toEqual({ month: '2025-03', figures: FHSU_MARCH, exact: false });
    expect(body.exact).toBe(false);
    expect(body.byTenant).toEqual([{ tenantId: 'fhsu', figures: FHSU_MARCH }]);
  });

  it("gives the provider every tenant added up, and each tenant's own", async () => {
    const body = await json(await report(admin, 'month=2025-03'));
    expect(body.tenant).toBeNull();
    expect(body.tenants.map((t: { id: string }) => t.id)).toEqual(
      expect.arrayContaining(['default', 'fhsu', 'uiw']),
    );
    expect(body.figures).toEqual({
      enrolments: 3,
      activeStudents: 6,
      collectedCents: FHSU_MARCH.collectedCents + 7000,
      refundedCents: 6000,
      disputedCents: 15000,
      recurringRevenueCents: FHSU_MARCH.recurringRevenueCents,
      churn: { ended: 1, activeAtStart: 3, rate: 0.3333 },
      debtOutstandingCents: 5000,
      recoveredCents: 7500,
    });
    expect(body.byTenant).toEqual([
      { tenantId: 'fhsu', figures: FHSU_MARCH },
      { tenantId: 'uiw', figures: UIW_MARCH },
    ]);
  });

  it('reads the months since the history began from it: an ended membership, a debt since paid', async () => {
    // G, in bluestem, on a monthly plan from July 2025: access ran to 15 August and the daily pass
    // ended it on the 16th, the plan had failed into debt on the 10th; on 10 September G paid the
    // debt and the membership and plan started again. The ledger now holds only the restart.
    const g = await student('bluestem', 'gus');
    await attempt(g, 'CAPTURED', 4000, '2025-07-01T09:00Z');
    await run(sql`insert into memberships (tenant_id, user_id, status, expires_at, updated_at)
                  values ('bluestem', ${g.userId}, 'enabled', '2025-08-15T00:00Z',
                    '2025-07-01T09:00Z')`);
    const gPlan = await plan(g, {
      periodicity: 'MONT',
      cents: 4000,
      status: 'ENABLED',
      from: '2025-07-01T09:00Z',
    });
    const changeMembership = (status: string, expiresAt: string, on: string) =>
      run(sql`update memberships set status = ${status}, expires_at = ${expiresAt}::timestamptz,
                updated_at = ${on}::timestamptz where user_id = ${g.userId}`);
    const changePlan = (status: string, debtCents: number, on: string) =>
      run(sql`update subscriptions set status = ${status}, debt_cents = ${debtCents},
                updated_at = ${on}::timestamptz where id = ${gPlan}`);
    await changePlan('FAILED', 4000, '2025-08-10T09:00Z');
    await changeMembership('expired', '2025-08-15T00:00Z', '2025-08-16T03:00Z');
    await changePlan('ENABLED', 0, '2025-09-10T09:00Z');
    await changeMembership('enabled', '2026-01-01T00:00Z', '2025-09-10T09:00Z');

    const body = await json(await report(finance, 'month=2025-10&tenant=bluestem'));
    const month = (name: string) => body.trend.find((m: { month: string }) => m.month === name);
    expect(body.exact).toBe(true);
    expect(month('2025-05').exact).toBe(false);
    expect(month('2025-06').exact).toBe(true);
    expect(month('2025-07').figures).toMatchObject({
      activeStudents: 1,
      recurringRevenueCents: 4000,
      churn: { ended: 0, activeAtStart: 0, rate: null },
      debtOutstandingCents: 0,
    });
    expect(month('2025-08').figures).toMatchObject({
      activeStudents: 1,
      recurringRevenueCents: 0, // the plan had failed by the month's end
      churn: { ended: 1, activeAtStart: 1, rate: 1 },
      debtOutstandingCents: 4000, // owed then, paid since
    });
    expect(month('2025-09').figures).toMatchObject({
      activeStudents: 1,
      recurringRevenueCents: 4000,
      churn: { ended: 0, activeAtStart: 0, rate: null },
      debtOutstandingCents: 0,
    });
    expect(body.figures).toMatchObject({
      activeStudents: 1,
      recurringRevenueCents: 4000,
      churn: { ended: 0, activeAtStart: 1, rate: 0 },
      debtOutstandingCents: 0,
    });
  });

  it('keeps every change when many write at once, as a recount of the history gives it', async () => {
    // Ten students in meridian start a membership and a monthly plan on 3 November 2025, each in
    // a transaction of its own, all at once; half of them, in the same transaction, cut access to
    // the 20th (it ends by itself, without a write) and stop the plan on the 10th.
    const students = await Promise.all(
      Array.from({ length: 10 }, (_, i) => student('meridian', `many${i}`)),
    );
    await Promise.all(
      students.map((s, i) =>
        server.database.db.transaction(async (tx) => {
          const write = (query: ReturnType<typeof sql>) => queryRows(tx, query);
          await write(sql`insert into memberships (tenant_id, user_id, status, expires_at, updated_at)
                          values ('meridian', ${s.userId}, 'enabled', '2026-06-01T00:00Z',
                            '2025-11-03T09:00Z')`);
          const [row] = await queryRows<{ id: string }>(
            tx,
            sql`insert into subscriptions (tenant_id, user_id, order_id, plan_name, periodicity,
                  amount_cents, status, anchor_at, next_period, debt_cents, payment_method,
                  instrument_reference, created_at, updated_at)
                values ('meridian', ${s.userId}, ${s.orderId}, 'Plan', 'MONT', 3000, 'ENABLED',
                  '2025-11-03T09:00Z', 1, 0, 'CREDIT_CARD', 'ref', '2025-11-03T09:00Z',
                  '2025-11-03T09:00Z') returning id`,
          );
          if (i % 2 === 0) {
            await write(sql`update memberships set expires_at = '2025-11-20T00:00Z',
                              updated_at = '2025-11-10T09:00Z' where user_id = ${s.userId}`);
            await write(sql`update subscriptions set status = 'DISABLED',
                              updated_at = '2025-11-10T09:00Z' where id = ${row!.id}`);
          }
        }),
      ),
    );

    const body = await json(await report(finance, 'month=2025-12&tenant=meridian'));
    const november = body.trend.find((m: { month: string }) => m.month === '2025-11');
    expect(november.figures).toMatchObject({
      activeStudents: 10,
      churn: { ended: 0, activeAtStart: 0, rate: null },
      recurringRevenueCents: 15000,
    });
    expect(body.figures).toMatchObject({
      activeStudents: 5,
      churn: { ended: 0, activeAtStart: 5, rate: 0 },
      recurringRevenueCents: 15000,
    });
    // The months kept are what each membership's and plan's history adds up to, read again whole:
    // no writer's change was lost to another's.
    expect(
      await run(sql`select to_char(month, 'YYYY-MM') as month, active_change, entered, ended
                    from finance_membership_months
                    where tenant_id = 'meridian' and (active_change, entered, ended) <> (0, 0, 0)
                    order by 1`),
    ).toEqual(
      await run(sql`select to_char(f.month, 'YYYY-MM') as month,
                      sum(f.active_change)::int as active_change, sum(f.entered)::int as entered,
                      sum(f.ended)::int as ended
                    from memberships m cross join lateral
                      finance_membership_months_of(m.tenant_id, m.user_id, null, null, null) f
                    where m.tenant_id = 'meridian' group by 1
                    having (sum(f.active_change), sum(f.entered), sum(f.ended)) <> (0, 0, 0)
                    order by 1`),
    );
    expect(
      await run(sql`select to_char(month, 'YYYY-MM') as month, periodicity,
                      recurring_change_cents::int as cents, debt_change_cents::int as debt
                    from finance_plan_months
                    where tenant_id = 'meridian'
                      and (recurring_change_cents, debt_change_cents) <> (0, 0)
                    order by 1, 2`),
    ).toEqual(
      await run(sql`select to_char(f.month, 'YYYY-MM') as month, s.periodicity,
                      sum(f.billing_change * s.amount_cents)::int as cents,
                      sum(f.debt_change_cents)::int as debt
                    from subscriptions s cross join lateral
                      finance_plan_months_of(s.tenant_id, s.id, null, null, null) f
                    where s.tenant_id = 'meridian' group by 1, 2
                    having (sum(f.billing_change * s.amount_cents), sum(f.debt_change_cents))
                      <> (0, 0)
                    order by 1, 2`),
    );
  });

  it('answers zeros, and no churn rate, for a month with nothing', async () => {
    const body = await json(await report(finance, 'month=2024-01'));
    expect(body.figures).toEqual(NOTHING);
    expect(body.byTenant).toEqual([]);
  });

  it("keeps a tenant's staff to their tenant: all their tenants is theirs alone", async () => {
    for (const token of [fhsuFinance, fhsuAdmin]) {
      const body = await json(await report(token, 'month=2025-03'));
      expect(body.figures).toEqual(FHSU_MARCH);
      expect(body.byTenant.map((t: { tenantId: string }) => t.tenantId)).toEqual(['fhsu']);
      expect(body.tenants.map((t: { id: string }) => t.id)).toEqual(['fhsu']);
      const elsewhere = await report(token, 'month=2025-03&tenant=uiw');
      expect(elsewhere.status).toBe(404);
      expect((await json(elsewhere)).global[0].code).toBe('NOT_FOUND');
    }
  });

  it('is refused to a role without finance, and refuses a month that does not exist', async () => {
    const refused = await report(support, 'month=2025-03');
    expect(refused.status).toBe(403);
    expect((await json(refused)).global[0].code).toBe('PERMISSION_DENIED');
    for (const month of ['2026-13', '2026-00', '2026-1', 'march', '']) {
      const response = await report(finance, `month=${month}`);
      expect(response.status, month).toBe(400);
      expect((await json(response)).fields, month).toMatchObject([
        { field: 'month', code: 'validation.invalid' },
      ]);
    }
    const unknown = await report(admin, 'month=2025-03&tenant=nowhere');
    expect(unknown.status).toBe(404);
    const none = await report(finance, 'tenant=fhsu');
    expect(none.status).toBe(400);
  });

  it('writes each reading to the audit log, and nothing for a refusal', async () => {
    const before = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from audit_log where action = 'finance_report.viewed'`,
    );
    await report(fhsuFinance, 'month=2025-02&tenant=fhsu');
    await report(fhsuFinance, 'month=2025-02&tenant=uiw');
    await report(fhsuFinance, 'month=2025-13');
    const rows = await queryRows<{ actor_email: string; tenant_id: string; subject_id: string }>(
      server.database.db,
      sql`select actor_email, tenant_id, subject_id from audit_log
          where action = 'finance_report.viewed' order by seq desc`,
    );
    expect(rows.length - before[0]!.n).toBe(1);
    expect(rows[0]).toEqual({
      actor_email: 'fhsu-finance@staff.test',
      tenant_id: 'fhsu',
      subject_id: '2025-02',
    });
  });
});
