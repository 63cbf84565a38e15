// One database for the students section: N students on four tenants (names, e-mails, phone
// numbers, an enrolment order each), then the staff console's search (docs/staff-console.md
// "Finding a student") timed for each kind of search text, one call after another as the route
// makes it (the audit entry included), against the floor of reading one student by primary key
// on the same connection. Also says whether each search's plan stays off a scan of the whole
// users table. Prints JSON.
import { sql } from 'drizzle-orm';
import { studentSearchTerms } from '@portal/domain/staff/student-lookup';
import { systemClock } from '../apps/server/src/clock';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { seedReferenceData } from '../apps/server/src/db/seed/seed-demo-data';
import { queryRows } from '../apps/server/src/db/query-rows';
import { searchStudentsAsStaff } from '../apps/server/src/modules/staff-students/search-students';
import type { SignedInStaff } from '../apps/server/src/modules/staff-auth/require-staff';
import { studentDirectoryQueries } from '../apps/server/src/modules/users/student-directory-queries';

const [countArg, location, roundsArg] = process.argv.slice(2);
const STUDENTS = Number(countArg);
const ROUNDS = Number(roundsArg);

const database = await openDatabase(
  location!.startsWith('postgres') ? { url: location! } : { dataDir: location! },
);
const { db } = database;

// Names cycle through short lists at different strides, so that prefixes match a few hundred
// students each, as common names do.
async function seedStudents() {
  await db.execute(sql`
    insert into users (tenant_id, email, password_hash, first_name, last_name, phone_numbers)
    select (array['default', 'fhsu', 'uiw', 'davita'])[1 + i % 4],
      'student' || i || '@example.test', 'x',
      (array['Mary', 'James', 'Ada', 'Grace', 'Linus', 'Barbara', 'Alan', 'Edsger', 'Donald',
        'Frances', 'Ken', 'Radia'])[1 + i % 12] || (i % 97),
      (array['Smith', 'Lovelace', 'Hopper', 'Torvalds', 'Liskov', 'Turing', 'Dijkstra', 'Knuth',
        'Allen', 'Thompson', 'Perlman', 'Ritchie', 'Kay'])[1 + (i / 7)::int % 13] || (i % 89),
      jsonb_build_array('(785) ' || lpad((i / 10000)::text, 3, '0') || '-' || lpad((i % 10000)::text, 4, '0'))
    from generate_series(1, ${STUDENTS}) as i`);
  await db.execute(sql`
    insert into orders (tenant_id, user_id, kind, status, degree_program_id, total_cents)
    select tenant_id, id, 'ENROLLMENT_PLAN', 'SUCCESS', 6, 6945 from users`);
  await db.execute(sql`
    insert into memberships (tenant_id, user_id, status)
    select tenant_id, id, 'enabled' from users`);
  await db.execute(sql`analyze`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function millis(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) await run(); // warm-up
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

try {
  await migrateDatabase(database);
  await seedReferenceData(db);
  await seedStudents();
  const [sample] = await queryRows<{ id: string; email: string; order_id: string }>(
    db,
    sql`select u.id, u.email, o.id as order_id from users u join orders o on o.user_id = u.id
        where u.email = 'student42@example.test'`,
  );
  const member = (scope: SignedInStaff['member']['scope']) =>
    ({ id: 'bench', email: 'bench@staff.test', scope }) as SignedInStaff['member'];
  const everywhere = member({ kind: 'all_tenants' });
  const partner = member({ kind: 'tenants', tenantIds: ['fhsu'] });
  const texts: [string, string][] = [
    ['first name prefix', 'mar'],
    ['last name prefix', 'lovel'],
    ['first and last name', 'ada lovelace'],
    ['e-mail prefix', 'student42@'],
    ['phone number', '785.000.0042'],
    ['order number', sample!.order_id],
  ];
  const floor = await millis(() =>
    queryRows(db, sql`select id, email from users where id = ${sample!.id}`),
  );
  const searches = [];
  for (const [label, q] of texts) {
    for (const [scopeLabel, who] of [
      ['all tenants', everywhere],
      ['one tenant', partner],
    ] as const) {
      const ms = await millis(() =>
        searchStudentsAsStaff({
          db,
          clock: systemClock,
          member: who,
          q,
          page: 1,
          sort: 'name',
          dir: 'asc',
          address: '127.0.0.1',
        }),
      );
      searches.push({ label, scope: scopeLabel, ms });
    }
  }
  // The plan of the users query for each kind of text, across all tenants, as the driver gets it.
  const plans: Record<string, boolean> = {};
  const client = database.client as unknown as {
    query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }>;
  };
  for (const [label, q] of texts) {
    const query = studentDirectoryQueries
      .search(db, everywhere.scope, studentSearchTerms(q), {
        sort: { sort: 'name', dir: 'asc' },
        limit: 26,
        offset: 0,
      })
      .toSQL();
    const { rows } = await client.query(`explain ${query.sql}`, query.params);
    plans[label] = !rows.some((row) => Object.values(row)[0]!.includes('Seq Scan on users'));
  }
  console.log(JSON.stringify({ students: STUDENTS, rounds: ROUNDS, floor, searches, plans }));
} finally {
  await database.close();
}
