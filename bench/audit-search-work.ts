// One database for the audit section: N audit entries (four tenants, staff sign-ins, several
// actors and actions, a reason on each), then the staff console's audit search
// (docs/staff-console.md "Audit log") timed for each kind of filter as the route runs it (the
// `audit.searched` entry included), against the floor of reading one entry by primary key on the
// same connection. Prints JSON.
import { sql } from 'drizzle-orm';
import type { AuditSearchQuery } from '@portal/domain/staff/audit-log';
import { systemClock } from '../apps/server/src/clock';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { queryRows } from '../apps/server/src/db/query-rows';
import type { SignedInStaff } from '../apps/server/src/modules/staff-auth/require-staff';
import { searchAuditLog } from '../apps/server/src/modules/staff-audit/search-audit-log';

const [countArg, location, roundsArg] = process.argv.slice(2);
const ENTRIES = Number(countArg);
const ROUNDS = Number(roundsArg);

const database = await openDatabase(
  location!.startsWith('postgres') ? { url: location! } : { dataDir: location! },
);
const { db } = database;

// One entry a minute back from now; every tenth about a staff member (no tenant), the rest about
// one of 50,000 students on four tenants, by one of 40 actors. The hashes are not a chain: the
// search does not read them.
async function seedEntries() {
  await db.execute(sql`
    insert into audit_log (at, actor_staff_id, actor_email, address, action, subject_kind,
      subject_id, tenant_id, after, reason, prev_hash, hash)
    select now() - make_interval(mins => ${ENTRIES} - i), null, 'agent' || (i % 40) || '@staff.test',
      '10.0.0.' || (i % 200),
      case when i % 10 = 0 then 'staff.sign_in'
           else (array['student.viewed', 'students.searched', 'student.updated'])[1 + i % 3] end,
      case when i % 10 = 0 then 'staff' else 'student' end,
      case when i % 10 = 0 then 'staff-' || (i % 40) else 'student-' || (i % 50000) end,
      case when i % 10 = 0 then null else (array['default', 'fhsu', 'uiw', 'davita'])[1 + (i / 10) % 4] end,
      '{"q":"x"}'::jsonb, 'Ticket ' || i, '', ''
    from generate_series(1, ${ENTRIES}) as i`);
  await db.execute(sql`analyze audit_log`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function millis(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) await run(); // warm-up
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

try {
  await migrateDatabase(database);
  await seedEntries();
  const member = (scope: SignedInStaff['member']['scope']) =>
    ({ id: 'bench', email: 'bench@staff.test', scope }) as SignedInStaff['member'];
  const everywhere = member({ kind: 'all_tenants' });
  const partner = member({ kind: 'tenants', tenantIds: ['fhsu'] });
  const [middle] = await queryRows<{ at: string | Date }>(
    db,
    sql`select at from audit_log where seq = ${Math.floor(ENTRIES / 2)}`,
  );
  const day = new Date(middle!.at);
  const cases: [string, AuditSearchQuery][] = [
    ['newest page, no filter', {}],
    ['action', { action: 'student.viewed' }],
    ['actor', { actor: 'agent7@staff.test' }],
    ['subject (one student)', { subjectKind: 'student', subjectId: 'student-4242' }],
    ['tenant', { tenant: 'uiw' }],
    [
      'one hour in the middle of the log',
      { from: day.toISOString(), to: new Date(day.getTime() + 3_600_000).toISOString() },
    ],
    ['a page halfway down (before)', { before: Math.floor(ENTRIES / 2) }],
    ['reason text, common', { q: 'ticket 1' }],
  ];
  const floor = await millis(() =>
    queryRows(db, sql`select * from audit_log where seq = ${Math.floor(ENTRIES / 3)}`),
  );
  const searches = [];
  for (const [label, query] of cases) {
    for (const [scope, who] of [
      ['all tenants', everywhere],
      ['one tenant', partner],
    ] as const) {
      const ms = await millis(() =>
        searchAuditLog({ db, clock: systemClock, member: who, query, address: '127.0.0.1' }),
      );
      searches.push({ label, scope, ms });
    }
  }
  console.log(JSON.stringify({ entries: ENTRIES, rounds: ROUNDS, floor, searches }));
} finally {
  await database.close();
}
