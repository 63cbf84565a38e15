// One database for the console-lists section: N students on five tenants (metro-transit's
// decisions go to the registrar), a support conversation for three in ten of them (one in ten of
// those open, as an inbox worked daily keeps it), and prior-credit requests for one in four (one
// in ten still pending, the metro-transit ones in the registrar's queue). Then the support inbox
// and the prior-credit queue, each sorted by its default and by one other column, timed as the
// route runs them (the use case: the page, its rows' views and the audit entry), beside the plain
// SQL of the same page on the same connection. Also says whether the route's own query for each
// page reads an index in order (no Sort node over the rows, no sequential scan). Prints JSON.
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { ListSort } from '@portal/domain/staff/list-sort';
import {
  REGISTRAR_QUEUE_PAGE_SIZE,
  type RegistrarQueueSort,
} from '@portal/domain/staff/registrar-queues';
import {
  SUPPORT_INBOX_PAGE_SIZE,
  supportInboxQuerySchema,
  type SupportInboxSort,
} from '@portal/domain/support/support-conversation';
import { systemClock } from '../apps/server/src/clock';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { seedReferenceData } from '../apps/server/src/db/seed/seed-demo-data';
import { queryRows } from '../apps/server/src/db/query-rows';
import type { SignedInStaff } from '../apps/server/src/modules/staff-auth/require-staff';
import { listPriorCreditQueue } from '../apps/server/src/modules/staff-registrar/list-registrar-queue';
import { registrarTenantIds } from '../apps/server/src/modules/staff-registrar/registrar-scope';
import { listSupportInbox } from '../apps/server/src/modules/support-conversations/list-support-inbox';
import { supportQueries } from '../apps/server/src/modules/support-conversations/support-queries';
import { findWaitingPriorCredit } from '../apps/server/src/modules/transcripts/find-waiting-requests';
import { loadTenants } from '../apps/server/src/tenancy/load-tenants';

const [countArg, location, roundsArg] = process.argv.slice(2);
const STUDENTS = Number(countArg);
const ROUNDS = Number(roundsArg);
const TENANTS = ['default', 'fhsu', 'uiw', 'davita', 'metro-transit'];
const DAY_SECONDS = 86_400;

const database = await openDatabase(
  location!.startsWith('postgres') ? { url: location! } : { dataDir: location! },
);
const { db } = database;

async function seed() {
  const tenantList = sql.raw(`array[${TENANTS.map((t) => `'${t}'`).join(', ')}]`);
  await db.execute(sql`
    insert into users (tenant_id, email, password_hash, first_name, last_name)
    select (${tenantList})[1 + i % ${TENANTS.length}], 'student' || i || '@example.test', 'x',
      'Student', 'Number' || i
    from generate_series(1, ${STUDENTS}) as i`);
  // Opened over two years, many on the same second (ties for the id to break); the last message
  // up to a week after the opening. One in a hundred open ones assigned.
  await db.execute(sql`
    insert into support_requests
      (tenant_id, user_id, topic, subject, message, created_at, last_message_at, status,
       assignee_staff_id)
    select u.tenant_id, u.id, 'billing', 'Question ' || n, 'Help me.',
      now() - make_interval(secs => (n * 7919 % (730 * ${DAY_SECONDS}))::int / 60 * 60),
      now() - make_interval(secs => (n * 7919 % (730 * ${DAY_SECONDS}))::int / 60 * 60)
        + make_interval(secs => (n * 104729 % (7 * ${DAY_SECONDS}))::int),
      case (n / 10) % 10 when 0 then 'open' when 1 then 'waiting_on_student' else 'closed' end,
      null
    from (select id, tenant_id, row_number() over (order by id) as n from users) as u
    where u.n % 10 < 3`);
  const [product] = await queryRows<{ id: number }>(
    db,
    sql`select id from products order by id limit 1`,
  );
  await db.execute(sql`
    insert into prior_credit_requests
      (tenant_id, user_id, product_id, source, reference, status, requested_at, decided_at)
    select u.tenant_id, u.id, ${product!.id}, 'ACE', 'ACE NV-' || n,
      case when n % 40 = 0 then 'PENDING' else 'GRANTED' end,
      now() - make_interval(secs => (n * 7919 % (365 * ${DAY_SECONDS}))::int / 3600 * 3600),
      case when n % 40 = 0 then null else now() end
    from (select id, tenant_id, row_number() over (order by id) as n from users) as u
    where u.n % 4 = 0`);
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

const client = database.client as unknown as {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, string>[] }>;
};

/**
 * Whether the route's own query (as the driver gets it, parameters and all) walks an index in
 * order: no Sort node, no sequential scan.
 */
async function readsAnIndexInOrder(query: { sql: string; params: unknown[] }) {
  const { rows } = await client.query(`explain ${query.sql}`, query.params);
  const plan = rows.map((row) => Object.values(row)[0]!).join('\n');
  return !/Seq Scan|\bSort\b/.test(plan.replace(/Incremental Sort/g, ''));
}

try {
  await migrateDatabase(database);
  await seedReferenceData(db);
  await seed();
  const tenants = await loadTenants({ dir: fileURLToPath(new URL('../tenants', import.meta.url)) });
  const member = {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'bench@staff.test',
    scope: { kind: 'all_tenants' },
  } as SignedInStaff['member'];
  const [counts] = await queryRows<{ conversations: string; open: string; pending: string }>(
    db,
    sql`select (select count(*) from support_requests) as conversations,
          (select count(*) from support_requests where status = 'open') as open,
          (select count(*) from prior_credit_requests
            where status = 'PENDING' and tenant_id = 'metro-transit') as pending`,
  );

  const inboxOrder = { createdAt: 'created_at', lastMessageAt: 'last_message_at' } as const;
  const inboxSorts: [string, ListSort<SupportInboxSort>][] = [
    ['opened, oldest first (the default)', { sort: 'createdAt', dir: 'asc' }],
    ['last message, newest first', { sort: 'lastMessageAt', dir: 'desc' }],
  ];
  const inbox = [];
  for (const [label, order] of inboxSorts) {
    for (const [scope, tenant] of [
      ['all tenants', undefined],
      ['one tenant', 'fhsu'],
    ] as const) {
      const query = supportInboxQuerySchema.parse({ ...order, ...(tenant ? { tenant } : {}) });
      const column = inboxOrder[order.sort];
      const plain = `select * from support_requests where status = 'open'
        ${tenant ? `and tenant_id = '${tenant}'` : ''}
        order by ${column} ${order.dir}, id ${order.dir} limit ${SUPPORT_INBOX_PAGE_SIZE + 1}`;
      const reference = await millis(() => client.query(plain));
      const ms = await millis(() =>
        listSupportInbox({
          db,
          actor: { member, address: '127.0.0.1', now: systemClock.now() },
          query,
        }),
      );
      const routeQuery = supportQueries
        .inbox(
          db,
          {
            tenantIds: tenant ? [tenant] : null,
            status: 'open',
            assignee: { kind: 'anyone' },
            createdBefore: null,
            sort: order,
          },
          { limit: SUPPORT_INBOX_PAGE_SIZE + 1, offset: 0 },
        )
        .toSQL();
      inbox.push({ label, scope, reference, ms, indexed: await readsAnIndexInOrder(routeQuery) });
    }
  }

  const queueSorts: [string, ListSort<RegistrarQueueSort>, string][] = [
    [
      'waited, longest first (the default)',
      { sort: 'waited', dir: 'desc' },
      'requested_at asc, id asc',
    ],
    [
      'tenant, Z to A',
      { sort: 'tenant', dir: 'desc' },
      'tenant_id desc, requested_at desc, id desc',
    ],
  ];
  const queue = [];
  for (const [label, order, orderBy] of queueSorts) {
    const plain = `select * from prior_credit_requests where status = 'PENDING'
      and tenant_id in ('metro-transit')
      order by ${orderBy} limit ${REGISTRAR_QUEUE_PAGE_SIZE + 1}`;
    const reference = await millis(() => client.query(plain));
    const ms = await millis(() =>
      listPriorCreditQueue({
        db,
        clock: systemClock,
        tenants,
        member,
        address: '127.0.0.1',
        query: { ...order, page: 1 },
      }),
    );
    const routeQuery = findWaitingPriorCredit(db, {
      tenantIds: registrarTenantIds(tenants, member.scope),
      waitedSince: null,
      sort: order,
      limit: REGISTRAR_QUEUE_PAGE_SIZE + 1,
      offset: 0,
    }).toSQL();
    queue.push({ label, reference, ms, indexed: await readsAnIndexInOrder(routeQuery) });
  }
  console.log(
    JSON.stringify({
      students: STUDENTS,
      rounds: ROUNDS,
      conversations: Number(counts!.conversations),
      open: Number(counts!.open),
      pending: Number(counts!.pending),
      inbox,
      queue,
    }),
  );
} finally {
  await database.close();
}
