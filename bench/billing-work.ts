// One measurement for the billing section: a billing run over N due subscriptions (the portal's
// runBilling with the sandbox card provider) and, on the same database in the same process, the
// floor: N plain-SQL per-row transactions (lock a due row with SKIP LOCKED, insert a payment,
// update the subscription). A fresh PGlite store on disk or, given a URL, a PostgreSQL database.
// Prints JSON.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { queryRows } from '../apps/server/src/db/query-rows';
import { runBilling } from '../apps/server/src/modules/billing/billing-run';
import { systemClock } from '../apps/server/src/clock';
import { createSandboxAchProvider } from '../apps/server/src/payments/sandbox-ach-provider';
import { createSandboxCardProvider } from '../apps/server/src/payments/sandbox-card-provider';
import { loadTenants } from '../apps/server/src/tenancy/load-tenants';

const [countArg, url] = process.argv.slice(2);
const COUNT = Number(countArg);
const DUE = new Date('2027-01-01T00:00:00Z');
const RUN_AT = new Date('2027-01-01T00:00:10Z');

/** N users, each with a paid enrolment order and a monthly plan due now, on one stored card. */
async function seedDueSubscriptions({ db }: DatabaseHandle) {
  await db.execute(sql`
    insert into sandbox_gateway_charges
      (request_id, amount_cents, result_code, pnref, card_type, last_four, expires_on, stored_result_code)
    values ('bench-original', 6945, 0, 'SBXBENCH', 'VISA', '1111', '2030-12', 0)`);
  await db.execute(sql`
    insert into users (tenant_id, email, password_hash, first_name, last_name)
    select 'default', 'bench' || i || '@example.test', 'x', 'Bench', 'Learner'
    from generate_series(1, ${COUNT}) as i`);
  await db.execute(sql`
    insert into orders (tenant_id, user_id, kind, status, total_cents)
    select 'default', id, 'ENROLLMENT_PLAN', 'SUCCESS', 6945 from users where email like 'bench%'`);
  await db.execute(sql`
    insert into memberships (tenant_id, user_id, status, expires_at)
    select 'default', user_id, 'enabled', ${DUE} from orders`);
  await db.execute(sql`
    insert into subscriptions (tenant_id, user_id, order_id, plan_name, periodicity, amount_cents,
      status, anchor_at, next_period, next_payment_at, payment_method, instrument_reference,
      brand, last_four, expires_on)
    select 'default', user_id, id, 'Standard', 'MONT', 6945, 'ENABLED',
      ${new Date('2026-12-01T00:00:00Z')}, 1, ${DUE}, 'CREDIT_CARD', 'SBXBENCH', 'VISA', '1111',
      '2030-12'
    from orders`);
}

async function billingRun(database: DatabaseHandle) {
  const sandbox = createSandboxCardProvider(database.db, systemClock);
  const started = performance.now();
  const tenants = await loadTenants({ dir: fileURLToPath(new URL('../tenants', import.meta.url)) });
  const report = await runBilling({
    db: database.db,
    providers: { CREDIT_CARD: sandbox, ACH: createSandboxAchProvider(database.db, systemClock) },
    tenants,
    now: () => RUN_AT,
  });
  const seconds = (performance.now() - started) / 1000;
  const [twice] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from (
          select subscription_id from subscription_charges where status = 'CAPTURED'
          group by subscription_id, period having count(*) > 1) t`,
  );
  const moved = (await sandbox.charges()).length - 1; // less the original card charge
  const [mails] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from mail_outbox`,
  );
  return {
    perSecond: COUNT / seconds,
    paid: report.paid,
    moved,
    chargedTwice: twice!.n,
    receiptsMailed: mails!.n,
  };
}

async function floor({ db }: DatabaseHandle) {
  await db.execute(sql`
    create table bench_subscriptions (id bigint primary key, next_payment_at timestamptz)`);
  await db.execute(sql`
    create index bench_subscriptions_due on bench_subscriptions (next_payment_at)`);
  await db.execute(sql`
    create table bench_payments (id bigserial primary key, subscription_id bigint, amount_cents int)`);
  await db.execute(sql`
    insert into bench_subscriptions select i, ${DUE} from generate_series(1, ${COUNT}) as i`);
  const started = performance.now();
  for (let i = 0; i < COUNT; i += 1) {
    await db.transaction(async (tx) => {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`select id from bench_subscriptions where next_payment_at <= ${RUN_AT}
            order by next_payment_at limit 1 for update skip locked`,
      );
      await tx.execute(
        sql`insert into bench_payments (subscription_id, amount_cents) values (${row!.id}, 6945)`,
      );
      await tx.execute(
        sql`update bench_subscriptions set next_payment_at = next_payment_at + interval '1 month'
            where id = ${row!.id}`,
      );
    });
  }
  return COUNT / ((performance.now() - started) / 1000);
}

const dataDir = url ? undefined : await mkdtemp(path.join(tmpdir(), 'portal-bench-billing-'));
const database = await openDatabase(url ? { url } : { dataDir: dataDir! });
try {
  await migrateDatabase(database);
  await seedDueSubscriptions(database);
  const floorPerSecond = await floor(database);
  const run = await billingRun(database);
  console.log(JSON.stringify({ subscriptions: COUNT, floorPerSecond, ...run }));
} finally {
  await database.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
