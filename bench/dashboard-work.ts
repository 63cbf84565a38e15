// Prepares one database for the dashboard section and counts the queries each dashboard call
// makes: the demo data, then N - 1 more students (each with an order, a membership, three courses
// and a sign-in), so the demo student's dashboard is read among N students. The portal itself is
// then started on the same store by dashboard.mjs. Prints JSON.
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { systemClock } from '../apps/server/src/clock';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database';
import { listenForNotifications } from '../apps/server/src/db/listen-for-notifications';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-users';
import { seedDemoData } from '../apps/server/src/db/seed/seed-demo-data';
import { SESSION_ENDED_CHANNEL } from '../apps/server/src/modules/auth/live-session-cache';
import { OWNER_DATA_CHANNEL } from '../apps/server/src/db/owner-read-cache';
import { loadTenants } from '../apps/server/src/tenancy/load-tenants';
import { DASHBOARD_CALLS } from './dashboard-calls.mjs';

const [countArg, location] = process.argv.slice(2);
const STUDENTS = Number(countArg);

async function seedStudents({ db }: DatabaseHandle) {
  const others = STUDENTS - 1;
  await db.execute(sql`
    insert into users (tenant_id, email, password_hash, first_name, last_name)
    select 'default', 'bench' || i || '@example.test', 'x', 'Bench', 'Student'
    from generate_series(1, ${others}) as i`);
  await db.execute(sql`
    insert into orders (tenant_id, user_id, kind, status, degree_program_id, total_cents)
    select 'default', id, 'ENROLLMENT_PLAN', 'SUCCESS', 6, 6945 from users
    where email like 'bench%@example.test'`);
  await db.execute(sql`
    insert into memberships (tenant_id, user_id, status)
    select 'default', id, 'enabled' from users where email like 'bench%@example.test'`);
  await db.execute(sql`
    insert into coursework_enrollments (tenant_id, user_id, product_id, enrollment_status,
      required_items_count, completed_items_count)
    select 'default', u.id, p.id, 'ENABLED', 8, 3
    from users u cross join (select id from products order by id limit 3) p
    where u.email like 'bench%@example.test'`);
  await db.execute(sql`
    insert into user_events (tenant_id, user_id, type, occurred_at)
    select 'default', id, 'USER_LOGIN', now() - interval '1 day' from users
    where email like 'bench%@example.test'`);
  await db.execute(sql`analyze`);
}

/** Counts every statement the driver sends while `run` runs. */
function countQueries(database: DatabaseHandle) {
  let count = 0;
  const client = database.client as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['query', 'exec']) {
    const original = client[method];
    if (typeof original !== 'function') continue;
    client[method] = function (this: unknown, ...args: unknown[]) {
      count += 1;
      return original.apply(this, args);
    };
  }
  return {
    async during(run: () => Promise<unknown>) {
      count = 0;
      await run();
      return count;
    },
  };
}

const database = await openDatabase(
  location!.startsWith('postgres') ? { url: location! } : { dataDir: location! },
);
try {
  await migrateDatabase(database);
  const tenants = await loadTenants({ dir: fileURLToPath(new URL('../tenants', import.meta.url)) });
  await seedDemoData({
    db: database.db,
    tenants: tenants.all().map((t) => ({
      id: t.id,
      enrollmentType: t.config.enrollmentType,
      onboardingQuestions: t.config.onboardingQuestions,
    })),
  });
  await seedStudents(database);
  const counter = countQueries(database);
  const app = await buildApp({
    db: database.db,
    clock: systemClock,
    tenants,
    buildVersion: 'bench',
    logLevel: 'silent',
    // As main.ts: sessions, and a student's reads, are kept in memory once read.
    sessionEndings: (onEnded, onLost) =>
      listenForNotifications(database, SESSION_ENDED_CHANNEL, onEnded, onLost),
    ownerDataChanges: (onChanged, onLost) =>
      listenForNotifications(database, OWNER_DATA_CHANNEL, onChanged, onLost),
  });
  try {
    const signedIn = await app.inject({
      method: 'POST',
      url: '/auth-api/oauth/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-requested-with': 'XMLHttpRequest',
      },
      payload: `grant_type=password&username=student%40demo.test&password=${encodeURIComponent(DEMO_PASSWORD)}&scope=STUDENT_PORTAL__ACCESS`,
    });
    if (signedIn.statusCode !== 200)
      throw new Error(`sign-in: ${signedIn.statusCode} ${signedIn.body}`);
    const token = signedIn.json().access_token as string;
    const headers = { authorization: `Bearer ${token}` };
    // The dashboard opens after sign-in's first call (not one of its own) found the session live.
    await app.inject({ url: '/ledger-api/payment/methods', headers });
    // A first load reads the database; the next, with nothing changed, reads memory.
    const queries: Record<string, number> = {};
    const again: Record<string, number> = {};
    for (const counts of [queries, again]) {
      for (const path of DASHBOARD_CALLS) {
        counts[path] = await counter.during(async () => {
          const response = await app.inject({ url: path, headers });
          if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
        });
      }
    }
    console.log(JSON.stringify({ students: STUDENTS, queries, again }));
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
