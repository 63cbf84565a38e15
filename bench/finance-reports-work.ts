// One database for the finance reports section: N students on four tenants with three years of
// ledger (enrolment payments, plan charges with declines and their retries, debts and their
// payments, refunds, disputes, memberships that ended), then the report (docs/finance-reports.md)
// timed as the route runs it, audit entry included, for one tenant and for every tenant, against
// a plain aggregate over the same rows: the sum of one month's captured plan charges. Prints JSON.
import { sql } from 'drizzle-orm';
import { systemClock } from '../apps/server/src/clock';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { queryRows } from '../apps/server/src/db/query-rows';
import { readFinanceReport } from '../apps/server/src/modules/finance-reports/read-finance-report';
import type { SignedInStaff } from '../apps/server/src/modules/staff-auth/require-staff';
import type { TenantRegistry } from '../apps/server/src/tenancy/tenant-registry';

const [countArg, location, roundsArg] = process.argv.slice(2);
const STUDENTS = Number(countArg);
const ROUNDS = Number(roundsArg);
const TENANTS = ['default', 'fhsu', 'uiw', 'davita'];
const MONTH = '2026-10';

const database = await openDatabase(
  location!.startsWith('postgres') ? { url: location! } : { dataDir: location! },
);
const { db } = database;

// Enrolments spread evenly over three years to 28 November 2026; one in twenty by access code;
// plans monthly (8 in 10), quarterly or yearly; a third of memberships ended, one in eight of
// those with a failed plan owing its period. One plan charge in 25 is declined first and paid on
// the retry a day later; one in 60 debts is paid; 2 % of enrolment payments are half refunded,
// 0.5 % disputed; 3 % of students had a card declined before paying.
async function seedLedger() {
  const now = '2026-11-28T00:00:00Z';
  await db.execute(sql`
    insert into staff_members (email, name, roles, scope)
    values ('bench@staff.test', 'Bench', '["finance"]', '{"kind":"all_tenants"}')`);
  await db.execute(sql`
    create table bench_students as
    select i, gen_random_uuid() as user_id, gen_random_uuid() as order_id,
      gen_random_uuid() as subscription_id, gen_random_uuid() as attempt_id,
      (array['default', 'fhsu', 'uiw', 'davita'])[1 + i % 4] as tenant_id,
      timestamptz '2023-12-01T00:00:00Z' + ((i * 7919) % 1093) * interval '1 day'
        + (i % 24) * interval '1 hour' as enrol_at,
      i % 20 = 0 as prepaid,
      case when i % 10 < 8 then 'MONT' when i % 10 = 8 then 'QTER' else 'YEAR' end as periodicity,
      case when i % 10 < 8 then 6945 when i % 10 = 8 then 19900 else 69900 end as amount_cents,
      i % 3 = 0 as ends
    from generate_series(1, ${STUDENTS}) as i`);
  await db.execute(sql`
    alter table bench_students add column ends_at timestamptz`);
  await db.execute(sql`
    update bench_students set ends_at = enrol_at + (30 + (i * 31) % 500) * interval '1 day'
    where ends and enrol_at + (30 + (i * 31) % 500) * interval '1 day' < ${now}::timestamptz`);
  await db.execute(sql`
    insert into users (id, tenant_id, email, password_hash, first_name, last_name, created_at)
    select user_id, tenant_id, 'student' || i || '@example.test', 'x', 'Student', 'No' || i, enrol_at
    from bench_students`);
  await db.execute(sql`
    insert into orders (id, tenant_id, user_id, kind, status, total_cents, created_at)
    select order_id, tenant_id, user_id, 'ENROLLMENT_PLAN', 'SUCCESS', amount_cents, enrol_at
    from bench_students`);
  await db.execute(sql`
    insert into payment_attempts (tenant_id, user_id, order_id, idempotency_key, payment_method,
      status, amount_cents, error_code, created_at, completed_at)
    select tenant_id, user_id, order_id, 'declined', 'CREDIT_CARD', 'FAILED', amount_cents,
      'CARD_DECLINED', enrol_at - interval '1 hour', enrol_at - interval '1 hour'
    from bench_students where i % 33 = 0`);
  await db.execute(sql`
    insert into payment_attempts (id, tenant_id, user_id, order_id, idempotency_key,
      payment_method, status, amount_cents, created_at, completed_at)
    select attempt_id, tenant_id, user_id, order_id, 'paid',
      case when prepaid then 'PREPAID_TOKEN' else 'CREDIT_CARD' end, 'CAPTURED', amount_cents,
      enrol_at, enrol_at
    from bench_students`);
  // Enabled at enrolment, then ended as the ledger would end them: the triggers keep both changes
  // in the history the report reads (docs/finance-reports.md "The ledger's history").
  await db.execute(sql`
    insert into memberships (tenant_id, user_id, status, expires_at, updated_at)
    select tenant_id, user_id, 'enabled', ends_at, enrol_at from bench_students`);
  await db.execute(sql`
    update memberships ms set status = 'expired', updated_at = s.ends_at
    from bench_students s
    where ms.tenant_id = s.tenant_id and ms.user_id = s.user_id and s.ends_at is not null`);
  await db.execute(sql`
    insert into subscriptions (id, tenant_id, user_id, order_id, plan_name, periodicity,
      amount_cents, status, anchor_at, next_period, debt_cents, payment_method,
      instrument_reference, created_at, updated_at)
    select subscription_id, tenant_id, user_id, order_id, 'Plan', periodicity, amount_cents,
      'ENABLED', enrol_at, 1, 0, 'CREDIT_CARD', 'ref', enrol_at, enrol_at
    from bench_students where not prepaid`);
  await db.execute(sql`
    update subscriptions p set status = case when s.i % 8 = 0 then 'FAILED' else 'DISABLED' end,
      debt_cents = case when s.i % 8 = 0 then p.amount_cents else 0 end, updated_at = s.ends_at
    from bench_students s
    where p.id = s.subscription_id and s.ends_at is not null`);
  // Each period due before the plan ended (or now): captured, or declined then paid a day later.
  await db.execute(sql`
    create table bench_periods as
    select s.*, p as period,
      s.enrol_at + p * (case s.periodicity when 'MONT' then 1 when 'QTER' then 3 else 12 end)
        * interval '1 month' as due_at
    from bench_students s,
      generate_series(1, 36 / case s.periodicity when 'MONT' then 1 when 'QTER' then 3 else 12 end) p
    where not s.prepaid`);
  await db.execute(sql`
    delete from bench_periods where due_at >= coalesce(ends_at, ${now}::timestamptz)`);
  await db.execute(sql`
    insert into subscription_charges (tenant_id, user_id, subscription_id, period, amount_cents,
      payment_method, status, error_code, created_at, completed_at)
    select tenant_id, user_id, subscription_id, period, amount_cents, 'CREDIT_CARD', 'FAILED',
      'CARD_DECLINED', due_at, due_at
    from bench_periods where (i + period) % 25 = 0`);
  await db.execute(sql`
    insert into subscription_charges (tenant_id, user_id, subscription_id, period, amount_cents,
      payment_method, status, created_at, completed_at)
    select tenant_id, user_id, subscription_id, period, amount_cents, 'CREDIT_CARD', 'CAPTURED',
      due_at + case when (i + period) % 25 = 0 then interval '1 day' else interval '0' end,
      due_at + case when (i + period) % 25 = 0 then interval '1 day' else interval '0' end
    from bench_periods`);
  await db.execute(sql`
    insert into subscription_charges (tenant_id, user_id, subscription_id, period, amount_cents,
      payment_method, status, created_at, completed_at)
    select tenant_id, user_id, subscription_id, null, amount_cents, 'CREDIT_CARD', 'CAPTURED',
      ends_at + interval '5 days', ends_at + interval '5 days'
    from bench_students
    where not prepaid and ends_at is not null and i % 60 = 0
      and ends_at + interval '5 days' < ${now}::timestamptz`);
  await db.execute(sql`
    insert into refunds (tenant_id, user_id, order_id, attempt_id, idempotency_key, amount_cents,
      status, access, reason, requested_by, requested_by_email, created_at, completed_at)
    select s.tenant_id, s.user_id, s.order_id, s.attempt_id, 'refund', s.amount_cents / 2,
      'REFUNDED', 'kept', 'Asked', m.id, m.email, s.enrol_at + interval '3 days',
      s.enrol_at + interval '3 days'
    from bench_students s, staff_members m
    where not s.prepaid and s.i % 50 = 3 and m.email = 'bench@staff.test'`);
  await db.execute(sql`
    insert into payment_disputes (tenant_id, user_id, order_id, attempt_id, gateway,
      gateway_dispute_id, amount_cents, reason, status, respond_by, opened_at)
    select tenant_id, user_id, order_id, attempt_id, 'card', 'dp' || i, amount_cents,
      'fraudulent', case when i % 400 = 0 then 'LOST' else 'WON' end,
      enrol_at + interval '27 days', enrol_at + interval '20 days'
    from bench_students where not prepaid and i % 200 = 7`);
  await db.execute(sql`drop table bench_periods`);
  await db.execute(sql`drop table bench_students`);
  // As autovacuum leaves a live ledger: statistics, and the visibility map index-only scans read.
  await db.execute(sql`vacuum analyze`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function millis(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < 2; i++) await run(); // warm-up
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

try {
  await migrateDatabase(database);
  const seedStarted = performance.now();
  await seedLedger();
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const count = async (table: string) =>
    Number(
      (await queryRows<{ n: string }>(db, sql`select count(*) as n from ${sql.raw(table)}`))[0]!.n,
    );
  const rows = {
    payments: await count('payment_attempts'),
    charges: await count('subscription_charges'),
    refunds: await count('refunds'),
    disputes: await count('payment_disputes'),
  };
  const tenants = {
    all: () => TENANTS.map((id) => ({ id, config: { name: id } })),
  } as unknown as TenantRegistry;
  const member = {
    id: (await queryRows<{ id: string }>(db, sql`select id from staff_members`))[0]!.id,
    email: 'bench@staff.test',
    scope: { kind: 'all_tenants' },
  } as SignedInStaff['member'];
  const report = (tenant?: string) => () =>
    readFinanceReport({
      db,
      clock: systemClock,
      tenants,
      member,
      address: '127.0.0.1',
      query: { month: MONTH, ...(tenant ? { tenant } : {}) },
    });
  const reference = (tenant?: string) => () =>
    queryRows(
      db,
      sql`select sum(amount_cents) from subscription_charges
          where status = 'CAPTURED' and completed_at >= '2026-10-01T00:00:00Z'
            and completed_at < '2026-11-01T00:00:00Z'
            ${tenant ? sql`and tenant_id = ${tenant}` : sql``}`,
    );
  const sample = await report()();
  const results = {
    oneTenant: { reference: await millis(reference('fhsu')), report: await millis(report('fhsu')) },
    allTenants: { reference: await millis(reference()), report: await millis(report()) },
  };
  console.log(
    JSON.stringify({
      students: STUDENTS,
      rounds: ROUNDS,
      month: MONTH,
      seedSeconds,
      rows,
      figures: sample.figures,
      ...results,
    }),
  );
} finally {
  await database.close();
}
