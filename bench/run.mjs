// `npm run bench [section ...]`: measures the built tree on this machine and records the figures,
// as ratios against references measured in the same run, in bench/RESULTS.md. Sections:
// startup, npmstart, tokens, storefront, pages, enrolment, durability, jobs, relay, billing, receipts, dashboard, weight, memory, students, audit, finance, recovery, photo, live, a11y, propagation (all when none is named), and ci and rolling (only when named). Each section replaces its own part of
// RESULTS.md and leaves the others as they were.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { ensureBuilt, ensureInstalled } from '../scripts/workspace.mjs';
import { measureA11ySweep } from './a11y-sweep.mjs';
import { measureBilling } from './billing.mjs';
import { measureDashboard, measurePageWeight } from './dashboard.mjs';
import { measureDurability } from './durability.mjs';
import { measureFinanceReports } from './finance-reports.mjs';
import { measureEnrolment } from './enrolment.mjs';
import { measureJobs } from './jobs.mjs';
import { measureLive } from './live.mjs';
import { measurePages } from './pages.mjs';
import { measurePropagation } from './propagation.mjs';
import { measureProcessMemory } from './process-memory.mjs';
import { measureProfilePhoto } from './profile-photo.mjs';
import { measureReceipts } from './receipts.mjs';
import { measureRecovery } from './recovery.mjs';
import { measureRelay } from './relay.mjs';
import { measureRollingRestart } from './rolling-restart.mjs';
import { measureNpmStart } from './npm-start.mjs';
import { timeCi } from './ci-time.mjs';
import { measureStartup } from './startup.mjs';
import { measureStorefront } from './storefront.mjs';
import { measureStudentSearch } from './student-search.mjs';
import { measureConsoleLists } from './console-lists.mjs';
import { measureAuditSearch } from './audit-search.mjs';
import { measureTokenThroughput } from './token-throughput.mjs';

const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const SECTIONS = {
  async startup() {
    const s = await measureStartup();
    return `## Start-up of the built tree to the first 200 from /healthz (median of ${s.runs} runs)

| what | ms | ratio to bare Fastify |
|---|---|---|
| bare Fastify process (reference) | ${fmt(s.reference)} | 1.00 |
| portal, warm start (existing PGlite data, ${s.tenants} tenants loaded) | ${fmt(s.warm)} | ${fmt(s.warm / s.reference, 2)} |
| portal, first start (create the PGlite store, migrate, seed demo data) | ${fmt(s.cold)} | ${fmt(s.cold / s.reference, 2)} |
`;
  },

  async tokens() {
    const t = await measureTokenThroughput();
    return `## Token requests per second (password grant, argon2id 19 MiB / 2 passes / 1 lane)

${t.connections} connections for ${t.seconds} s each, through autocannon on loopback, signing in
${t.students} registered students in turn (one account never has two attempts in flight).

| what | requests/s | p50 ms | p99 ms | ratio to bare Fastify |
|---|---|---|---|---|
| bare Fastify route (reference) | ${fmt(t.reference.rps)} | ${t.reference.p50} | ${t.reference.p99} | 1.0000 |
| POST /auth-api/oauth/token on PGlite | ${fmt(t.portal.rps, 1)} | ${t.portal.p50} | ${t.portal.p99} | ${(t.portal.rps / t.reference.rps).toFixed(4)} |
${
  t.postgres
    ? `| POST /auth-api/oauth/token on PostgreSQL (DATABASE_URL) | ${fmt(t.postgres.rps, 1)} | ${t.postgres.p50} | ${t.postgres.p99} | ${(t.postgres.rps / t.reference.rps).toFixed(4)} |\n`
    : ''
}| argon2id verify alone, ${cpus().length} at a time (the floor) | ${fmt(t.argon2PerSecond, 1)} | | | ${(t.argon2PerSecond / t.reference.rps).toFixed(4)} |

Non-2xx answers during the token runs: ${t.portal.errors + (t.postgres?.errors ?? 0)} (must be 0). The token endpoint runs at
${(t.portal.rps / t.argon2PerSecond).toFixed(2)} of the argon2id floor measured alone: the password
hash is the cost of a sign-in, by design (OWASP's minimum parameters), and the bound on concurrent
hashing keeps the rest of the server responsive meanwhile.${
      t.postgres
        ? ` On PostgreSQL (a scratch database on the DATABASE_URL server) it runs at ${(t.postgres.rps / t.argon2PerSecond).toFixed(2)} of the floor.`
        : ''
    }
`;
  },

  async storefront() {
    const { js, scores, runs } = await measureStorefront();
    const row = (name, label) => {
      const s = scores[name];
      return `| ${label} | ${s.performance} | ${s.accessibility} | ${s.seo} | ${s.bestPractices} | ${fmt(s.lcp)} | ${(s.lcp / scores.empty.lcp).toFixed(2)} |`;
    };
    return `## Storefront weight and Lighthouse (mobile), beside an empty Vite React app

Initial JavaScript: every script a fresh Chromium (412 × 823, no scrolling) downloads until the
network is idle, gzip.

| page | scripts | JavaScript (gzip) | ratio to the empty app |
|---|---|---|---|
| empty Vite React app (reference) | ${js.empty.count} | ${kb(js.empty.gzipBytes)} | 1.00 |
| home page, default tenant | ${js.home.count} | ${kb(js.home.gzipBytes)} | ${(js.home.gzipBytes / js.empty.gzipBytes).toFixed(2)} |

Lighthouse ${'12.8'}, mobile emulation, median of ${runs} runs each, never two at once.

| page | performance | accessibility | SEO | best practices | LCP ms | LCP ratio to the empty app |
|---|---|---|---|---|---|---|
${row('empty', 'empty Vite React app (reference)')}
${row('home', 'home /')}
${row('catalog', 'catalog /online-college-courses')}
${row('course', 'course details /online-college-courses/cs/5001')}
`;
  },
};

SECTIONS.npmstart = async () => {
  const load = loadavg()[0];
  const { first, second, server, rounds } = await measureNpmStart();
  return `## \`npm start\` to the first 200 from /healthz: a clean build, then nothing changed

Every start on a fresh data folder (migrate and seed included). The first after the builds are
removed (bench/npm-start.mjs); then, taking turns, ${rounds} second starts with nothing changed and
${rounds} starts of the built server alone (\`node apps/server/dist/main.js\`), medians.

| start | seconds | ratio to the first |
|---|---|---|
| first: builds the web app and the server, then starts it | ${fmt(first, 1)} | 1.00 |
| second: nothing changed, nothing built | ${fmt(second, 1)} | ${fmt(second / first, 2)} |
| the built server alone (the floor for the second) | ${fmt(server, 1)} | ${fmt(server / first, 2)} |

Machine load average when the run began: ${fmt(load, 2)} on ${cpus().length} cores (other work
shares them; the server's own start moves with it). Before, every start built both parts again.
`;
};

SECTIONS.pages = async () => {
  const p = await measurePages();
  // p99 as a ratio of speed: the reference's p99 over the portal's (1.00 = as fast).
  const p99Ratio = (reference, portal) => (reference.p99 / Math.max(portal.p99, 1)).toFixed(2);
  const rows = p.pages
    .flatMap((page) =>
      Object.entries(page.runs).map(([encoding, { static: bytes, memory, portal }]) =>
        [
          `${page.name} (\`${page.pagePath.replace(/\/[^/]+\/\d+$/, '/…')}\`)`,
          encoding,
          fmt(memory.rps),
          fmt(bytes.rps),
          fmt(portal.rps),
          (portal.rps / memory.rps).toFixed(2),
          (portal.rps / bytes.rps).toFixed(2),
          `${memory.p99} / ${bytes.p99} / ${portal.p99}`,
          p99Ratio(memory, portal),
        ].join(' | '),
      ),
    )
    .map((row) => `| ${row} |`)
    .join('\n');
  const errors = p.pages.reduce(
    (sum, page) =>
      sum +
      Object.values(page.runs).reduce(
        (inner, servers) => inner + Object.values(servers).reduce((n, s) => n + s.errors, 0),
        0,
      ),
    0,
  );
  const sizes = p.pages
    .map(
      (page) =>
        `${page.name} ${kb(page.htmlBytes)} / ${kb(page.compressed)}, cold render ${fmt(page.cold, 1)} ms`,
    )
    .join('; ');
  return `## Storefront pages from the render cache, beside the same bytes from memory and from files

${p.connections} clients for ${p.seconds} s per page and encoding (autocannon; \`Accept-Encoding: br, gzip\` as a
browser sends, and \`identity\`), the default tenant as a visitor. Two references run beside the
portal: a bare node:http server answering each page's bytes and headers from memory (the limit),
and a bare Fastify serving them as files (@fastify/static, \`preCompressed\`). Each is measured,
then the portal, after a 2 s warm-up of each, in ${p.rounds} rounds; the table holds each figure's
median. The goal (docs/page-serving.md) is at least 0.80 of the node:http reference's requests
per second, p99 included (p99 ratio: the reference's p99 over the portal's). HTML / brotli sizes
and the cold render (the median of ${p.coldRuns} first requests under a query the page ignores, render and
compression included): ${sizes}.

| page | encoding | node:http req/s | static files req/s | portal req/s | ratio to node:http | ratio to static files | p99 ms (node:http / files / portal) | p99 ratio to node:http |
|---|---|---|---|---|---|---|---|---|
${rows}

Non-2xx answers during the runs: ${errors} (must be 0). Load average of the machine at the end of
the run: ${fmt(p.load, 1)} on ${cpus().length} cores (other work shares it; p99 suffers first).
`;
};

SECTIONS.enrolment = async () => {
  const e = await measureEnrolment();
  const label = (run) => (run.version ? `${run.database}, ${run.version}` : run.database);
  const databases = e.runs.map((run) => [label(run), run]);
  const journeyRows = databases
    .map(
      ([db, r]) =>
        `| complete journeys on ${db} (${fmt(r.journeys)} in all) | ${fmt(r.journeysPerSecond, 1)} | ${(r.journeysPerSecond / e.ceiling).toFixed(2)} |`,
    )
    .join('\n');
  const stepRows = databases
    .flatMap(([db, r]) =>
      r.steps.map(
        (s) =>
          `| ${db} | ${s.step} | ${fmt(s.count)} | ${fmt(s.p50)} | ${fmt(s.p99)} | ${s.errors} |`,
      ),
    )
    .join('\n');
  const charges = databases
    .map(([db, r]) => {
      const errors = r.steps.reduce((n, s) => n + s.errors, 0);
      const first = r.firstErrors.length > 0 ? `; first: ${r.firstErrors.join('; ')}` : '';
      return `- ${db}: orders paid ${r.charges.paidOrders}; successful payment records ${r.charges.successes}; orders paid more than once ${r.charges.paidTwice} (must be 0); errors ${errors} (must be 0)${first}.`;
    })
    .join('\n');
  // With BENCH_BEFORE_DIR: each database's journeys after the change against before, same run.
  const comparisons = ['PGlite', 'PostgreSQL']
    .map((database) => e.runs.filter((run) => run.database === database))
    .filter((pair) => pair.length === 2)
    .map(
      ([before, after]) =>
        `- ${before.database}: ${after.version} completes ${(after.journeysPerSecond / before.journeysPerSecond).toFixed(2)} of the journeys per second of ${before.version}.`,
    )
    .join('\n');
  return `## Enrolment journey under load (register, sign in, order, pay by card, profile)

${e.learners} concurrent learners for ${e.seconds} s against the built server with the sandbox
gateway, on each database; each pay step is sent twice at once with one idempotency key (a double
click).

| what | journeys/s | ratio to the argon2id ceiling |
|---|---|---|
| argon2id ceiling: ${fmt(e.argon2PerSecond, 1)} hashes/s alone, 2 per journey (reference) | ${fmt(e.ceiling, 1)} | 1.00 |
${journeyRows}

| database | step | done | p50 ms | p99 ms | errors |
|---|---|---|---|---|---|
${stepRows}

${charges}
${comparisons ? `\n${comparisons}\n` : ''}`;
};

SECTIONS.durability = async () => {
  const d = await measureDurability();
  return `## Durable commits on the embedded database

Single-row commits on a fresh PGlite store on disk, ${fmt(d.commits)} per round, median of ${d.rounds}
alternating rounds, each in a fresh process.

| what | commits/s | ratio to PGlite as shipped |
|---|---|---|
| PGlite as shipped: fsync off (reference) | ${fmt(d.fast)} | 1.00 |
| PGlite as the portal opens DATA_DIR: fsync on, reaching the disk | ${fmt(d.durable)} | ${(d.durable / d.fast).toFixed(2)} |

Every acknowledged commit costs one fsync of the write-ahead log (decision 0006).
`;
};

SECTIONS.jobs = async () => {
  const j = await measureJobs();
  const rows = Object.entries(j.runs)
    .map(
      ([db, r]) =>
        `| ${db} | ${fmt(r.floorPerSecond)} | ${fmt(r.runnerPerSecond)} | ${(r.runnerPerSecond / r.floorPerSecond).toFixed(2)} |`,
    )
    .join('\n');
  return `## Job throughput (${fmt(j.jobs)} no-op jobs)

The job runner (pg-boss 10 on the app's database, one worker, as each server instance runs it)
against the floor measured in the same process on the same database: the same number of plain
\`INSERT\` + \`UPDATE ... FOR UPDATE SKIP LOCKED\` round trips, a producer and a consumer at once.
PGlite is a fresh store on disk as the portal opens \`DATA_DIR\`; PostgreSQL a scratch database on
the \`DATABASE_URL\` server.

| database | floor: plain SQL jobs/s (reference) | runner jobs/s | ratio to the floor |
|---|---|---|---|
${rows}
`;
};

SECTIONS.relay = async () => {
  const r = await measureRelay();
  const rows = Object.entries(r.runs)
    .map(
      ([db, m]) =>
        `| ${db} | ${fmt(m.reference)} | ${fmt(m.perSecond)} | ${(m.perSecond / m.reference).toFixed(2)} | ${fmt(m.p50, 1)} | ${fmt(m.p99, 1)} |`,
    )
    .join('\n');
  const writers = Object.values(r.runs)[0]?.writers;
  return `## Outbox relay, commit to subscriber (${fmt(r.events)} events)

Each event committed in its own transaction by ${writers} writers at once; a subscriber of the relay
(the way the live channel will receive them) notes when each arrives. Reference: the same commits
with no relay running. Latency is from the writer's commit returning to the subscriber's call.

| database | commits/s alone (reference) | events/s delivered | ratio | p50 ms | p99 ms |
|---|---|---|---|---|---|
${rows}
`;
};

SECTIONS.billing = async () => {
  const b = await measureBilling();
  const rows = Object.entries(b.runs)
    .map(
      ([db, r]) =>
        `| ${db} | ${fmt(r.floorPerSecond)} | ${fmt(r.perSecond)} | ${(r.perSecond / r.floorPerSecond).toFixed(2)} | ${fmt(r.paid)} | ${fmt(r.moved)} | ${fmt(r.receiptsMailed)} | ${r.chargedTwice} |`,
    )
    .join('\n');
  return `## Billing run (${fmt(b.subscriptions)} due monthly subscriptions)

One \`runBilling\` over every due subscription (batches of 200 claimed with \`SKIP LOCKED\`, the
sandbox card provider charging each stored card, outcomes, memberships and events written per
batch), against the floor measured in the same process on the same database: the same number of
plain-SQL per-row transactions (lock a due row with \`FOR UPDATE SKIP LOCKED\`, insert a payment,
update the subscription). The sandbox records each charge in its own table with its own commit,
as a gateway would on its side; each payment's receipt mail is written with its batch. PGlite is a
fresh store on disk as the portal opens \`DATA_DIR\`; PostgreSQL a scratch database on the
\`DATABASE_URL\` server.

| database | floor: plain SQL rows/s (reference) | subscriptions charged/s | ratio to the floor | paid | money moved (sandbox) | receipts mailed | charged twice |
|---|---|---|---|---|---|---|---|
${rows}
`;
};

SECTIONS.receipts = async () => {
  // Read before the run: how busy the machine already was (other processes share its cores).
  const [load] = loadavg();
  const r = measureReceipts();
  const row = (label, perSecond) =>
    `| ${label} | ${fmt(perSecond, 1)} | ${fmt(1000 / perSecond, 1)} | ${(perSecond / r.reference).toFixed(3)} |`;
  return `## Receipts rendered per second (one process, one receipt at a time)

A typical receipt (\`apps/server/src/receipts\`: a tagged PDF with the default tenant's SVG logo,
two item lines and a card payment, ${kb(r.receiptBytes)}; its text in DejaVu Sans, embedded as the
subset of glyphs it uses, docs/names.md) rendered one after another, as a request
renders it, against pdfkit rendering a one-line untagged document in the same process. Median of
${r.rounds} alternating rounds of ${r.secondsPerRound} s each. Rendering is synchronous work: "ms
each" is how long a receipt holds the event loop. Load average when the run began:
${fmt(load, 2)} on ${cpus().length} cores (a shared machine moves these figures).

| what | receipts/s | ms each | ratio to the reference |
|---|---|---|---|
${row('pdfkit, one line, untagged (reference)', r.reference)}
${row('typical receipt', r.receipt)}
${row(`the same in Spanish, for José Nguyễn (${kb(r.spanishBytes)})`, r.spanish)}
${row('the same with the tenant name instead of the logo', r.withoutLogo)}
`;
};

SECTIONS.students = async () => {
  const s = await measureStudentSearch();
  const tables = Object.entries(s.runs).map(([db, r]) => {
    const rows = r.searches.map(
      (x) =>
        `| ${x.label}, ${x.scope} | ${fmt(x.ms, 1)} | ${fmt(x.ms / r.floor, 1)} | ${r.plans[x.label] ? 'yes' : 'NO'} |`,
    );
    return `### ${db}

| what | ms (median) | ratio to the floor | stays off a scan of users |
|---|---|---|---|
| one student by primary key (the floor, reference) | ${fmt(r.floor, 2)} | 1.0 | yes |
${rows.join('\n')}
`;
  });
  return `## The staff console's student search among ${fmt(s.students)} students

Students on four tenants, each with a phone number and an enrolment order; names repeat as
common names do (a first-name prefix matches about 8,000). Each search is the use case the route
calls (the users query, the page's membership statuses and the audit entry), one after another,
the median of ${s.rounds} after a warm-up; "one tenant" is a partner's member scoped to fhsu.
The last column reads the users query's plan (EXPLAIN): no sequential scan of the table.

${tables.join('\n')}`;
};

SECTIONS.lists = async () => {
  const l = await measureConsoleLists();
  const first = Object.values(l.runs)[0];
  const row = (what, x) =>
    `| ${what} | ${fmt(x.reference, 2)} | ${fmt(x.ms, 1)} | ${fmt(x.ms / x.reference, 1)} | ${x.indexed ? 'yes' : 'NO'} |`;
  const tables = Object.entries(l.runs).map(
    ([db, r]) => `### ${db}

| what | plain SQL ms (reference) | as the route runs it, ms | ratio to the plain SQL | the route's query walks an index in order |
|---|---|---|---|---|
${r.inbox.map((x) => row(`support inbox, open, ${x.label}, ${x.scope}`, x)).join('\n')}
${r.queue.map((x) => row(`prior-credit queue, ${x.label}`, x)).join('\n')}
`,
  );
  return `## The support inbox and a registrar queue, sorted, among ${fmt(l.students)} students

Students on five tenants; ${fmt(first.conversations)} support conversations (three students in
ten), ${fmt(first.open)} of them open, opened over two years with many on the same minute (ties
the id breaks); ${fmt(first.pending)} prior-credit requests pending in metro-transit's queue (its
decisions go to staff). Each list's first page sorted by its default and by one other column,
the use case the route calls (the page, its rows' views and its audit entry, in one
transaction), one call after another, the median of ${l.rounds} after a warm-up, beside the plain
SQL of the same page (\`select * … order by … limit 26\`) on the same connection. "One tenant" is
the inbox filtered to fhsu. The last column reads the plan (EXPLAIN) of the route's own page
query, with its parameters: an index walked in the sort's order (forwards or backwards), with no
Sort node and no sequential scan. The route's time over the reference is its transaction, its
audit entry (appended to the hash chain under a lock) and its rows' views.

${tables.join('\n')}`;
};

SECTIONS.audit = async () => {
  const a = await measureAuditSearch();
  const tables = Object.entries(a.runs).map(([db, r]) => {
    const rows = r.searches.map(
      (x) => `| ${x.label}, ${x.scope} | ${fmt(x.ms, 1)} | ${fmt(x.ms / r.floor, 1)} |`,
    );
    return `### ${db}

| what | ms (median) | ratio to the floor |
|---|---|---|
| one entry by primary key (the floor, reference) | ${fmt(r.floor, 2)} | 1.0 |
${rows.join('\n')}
`;
  });
  return `## The staff console's audit search among ${fmt(a.entries)} entries

${AUDIT_SEARCH_NOTE(a.rounds)}

${tables.join('\n')}`;
};

const AUDIT_SEARCH_NOTE = (
  rounds,
) => `One entry a minute; every tenth a staff sign-in (no tenant), the rest about one of 50,000
students on four tenants, by one of 40 actors. Each search is the use case the route calls (the
page's query and its own \`audit.searched\` entry), the median of ${rounds} after a warm-up; "one
tenant" is a partner's administrator scoped to fhsu. The reason text has no index: a text that
matches only old entries reads the log down to them. In this data an actor never acts on fhsu, so
"actor, one tenant" is the worst case of a filter that matches nothing in scope.`;

SECTIONS.finance = async () => {
  const f = await measureFinanceReports();
  const tables = Object.entries(f.runs).map(([db, r]) => {
    const row = (label, x) =>
      `| ${label}, plain sum of the month's captured plan charges (reference) | ${fmt(x.reference, 1)} | 1.0 |
| ${label}, the report (12 months, audit entry included) | ${fmt(x.report, 1)} | ${fmt(x.report / x.reference, 1)} |`;
    return `### ${db}

${fmt(r.rows.payments)} order payments, ${fmt(r.rows.charges)} plan charges, ${fmt(r.rows.refunds)} refunds, ${fmt(r.rows.disputes)} disputes; seeded in ${fmt(r.seedSeconds, 0)} s. Median of ${r.rounds}.

| what | ms (median) | ratio to the reference |
|---|---|---|
${row('one tenant (fhsu)', r.oneTenant)}
${row('all tenants', r.allTenants)}

Within a second: ${r.oneTenant.report < 1000 && r.allTenants.report < 1000 ? 'yes' : '**no**'}.
`;
  });
  return `## Finance reports over ${fmt(f.students)} students and three years of ledger

Students on four tenants enrolled evenly over three years (one in twenty by access code), on
monthly, quarterly or yearly plans; a third of the memberships ended, one in eight of those owing
a failed period; one plan charge in 25 declined and paid on the retry a day later; 2 % of
enrolment payments half refunded, 0.5 % disputed, 3 % of students declined once before paying
(bench/finance-reports-work.ts). The report (docs/finance-reports.md) is the use case the route
calls, for the month 2026-10 and its twelve-month trend, one call after another after a warm-up;
the reference is one plain aggregate over the same rows, the month's captured plan charges summed.

${tables.join('\n')}`;
};

SECTIONS.weight = async () => {
  const weight = await measurePageWeight();
  return `## The signed-in pages' initial JavaScript

A signed-in student opening each page in a fresh tab (412 × 823): every script until the network is
idle, gzip. A page the route guard sends elsewhere is measured where it lands. The goal is at most
1.5 times the empty app.

| page | lands on | scripts | JavaScript (gzip) | ratio to the empty app |
|---|---|---|---|---|
| empty Vite React app (reference) | | ${weight.empty.count} | ${kb(weight.empty.gzipBytes)} | 1.00 |
${weight.pages
  .map(
    (p) =>
      `| ${p.page} | ${p.landed === p.page ? '' : p.landed} | ${p.count} | ${kb(p.gzipBytes)} | ${(p.gzipBytes / weight.empty.gzipBytes).toFixed(2)} |`,
  )
  .join('\n')}
`;
};

SECTIONS.memory = async () => {
  const runs = await measureProcessMemory();
  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  const reference = runs[0].rss;
  return `## The process's memory, idle

Each process started, its health answered, then left idle for 5 s; then, after a garbage
collection, its own figures. External memory holds PGlite's WebAssembly memory. The portal's goals
are at most 300 MB resident on PGlite and 120 MB on PostgreSQL.

| process | RSS | V8 heap used | external | RSS ratio to bare Fastify |
|---|---|---|---|---|
${runs
  .map(
    (r) =>
      `| ${r.what} | ${mb(r.rss)} | ${mb(r.heapUsed)} | ${mb(r.external)} | ${(r.rss / reference).toFixed(2)} |`,
  )
  .join('\n')}
`;
};

SECTIONS.dashboard = async () => {
  const d = await measureDashboard();
  const ratio = (rps) => (rps / d.reference.rps).toFixed(3);
  const rows = Object.entries(d.runs).flatMap(([db, sizes]) =>
    sizes.map(
      (r) =>
        `| ${db}, ${fmt(r.students)} students | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${ratio(r.rps)} | ${Object.values(r.queries).join(' + ')} | ${Object.values(r.again).join(' + ')} | ${r.errors} |`,
    ),
  );
  const scaling = Object.entries(d.runs).map(([db, [small, large]]) => {
    const same = JSON.stringify(small.queries) === JSON.stringify(large.queries);
    return `- ${db}: at ${fmt(large.students)} students ${(large.rps / small.rps).toFixed(2)} of the throughput at ${fmt(small.students)} (at least 0.9 wanted); queries per call ${same ? 'the same' : 'NOT the same'} at both sizes.`;
  });
  return `## The student dashboard's data: the calls it makes on load, cycled

${d.calls.map((c) => `\`${c}\``).join(', ')}, each as the demo student
(three courses) among all the students, 16 connections through autocannon on loopback: after a
3 s warm-up, the median of three 10 s runs. A student's reads are kept in memory until their data
changes (docs/performance.md "A student's reads from memory"), so after the first load every call
is answered from memory: the queries per call are counted on a first load and on the next.

| what | requests/s | p50 ms | p99 ms | ratio to bare Fastify | queries per call, first load | queries per call, next load | non-2xx |
|---|---|---|---|---|---|---|---|
| bare Fastify route (reference) | ${fmt(d.reference.rps)} | ${d.reference.p50} | ${d.reference.p99} | 1.000 | | | ${d.reference.errors} |
${rows.join('\n')}

${scaling.join('\n')}
`;
};

SECTIONS.recovery = async () => {
  const r = await measureRecovery();
  const ms = (value) => value.toFixed(2);
  return `## Password recovery: the answer for a registered and for an unknown address

${fmt(r.rounds)} requests of each, in a random order, one at a time and 25 ms apart (so the work
behind one answer is done before the next request), against one portal on PGlite.

| address | p50 ms | p99 ms | p50 ratio to the unknown address |
|---|---|---|---|
| unknown (reference) | ${ms(r.unknown.p50)} | ${ms(r.unknown.p99)} | 1.00 |
| registered (student@demo.test) | ${ms(r.known.p50)} | ${ms(r.known.p99)} | ${(r.known.p50 / r.unknown.p50).toFixed(2)} |

The answer goes out before the address is looked up (docs/password-recovery.md), so the two should
not differ beyond noise. The work behind the answer (a lookup, and for a registered address a
code and a mail) still takes the process's time just after it; docs/password-recovery.md says
what that leaves.
`;
};

SECTIONS.photo = async () => {
  // Read before the run: how busy the machine already was (other processes share its cores).
  const [load] = loadavg();
  const p = await measureProfilePhoto();
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = [];
  p.images.forEach((image, i) => {
    const ref = p.reference[i];
    const label = `${kib(image.body.length)} JPEG, ${image.width} × ${image.height}`;
    rows.push(
      `| bare Fastify: accept and discard the ${label} (reference) | ${fmt(ref.rps, 1)} | ${ref.p50} | ${ref.p99} | 1.0000 |`,
    );
    for (const [store, results] of Object.entries(p.runs)) {
      const { upload, read, storedBytes } = results[i];
      rows.push(
        `| upload the ${label} on ${store} | ${fmt(upload.rps, 1)} | ${upload.p50} | ${upload.p99} | ${(upload.rps / ref.rps).toFixed(4)} |`,
        `| read it back (${kib(storedBytes)} WebP) on ${store} | ${fmt(read.rps, 1)} | ${read.p50} | ${read.p99} | ${(read.rps / ref.rps).toFixed(4)} |`,
      );
    }
  });
  const errors = Object.values(p.runs)
    .flat()
    .reduce((n, r) => n + r.upload.errors + r.read.errors, 0);
  return `## Profile photo: upload and read-back (POST /user-api/users/profilePhoto, GET of its path)

${p.connections} connections for ${p.seconds} s each (after a 2 s warm-up), through autocannon on
loopback, as the demo student. An upload decodes the JPEG, checks it, re-encodes it to WebP of at
most 256 px a side without metadata (sharp) and stores it with the user's live event; the reference
is a bare Fastify route that accepts and discards the same body.

| what | requests/s | p50 ms | p99 ms | ratio to the bare route |
|---|---|---|---|---|
${rows.join('\n')}

Non-2xx answers during the runs: ${errors} (must be 0). The machine's load average when the run
began: ${load.toFixed(2)} on ${cpus().length} cores (other work shares them, and an upload is
CPU-bound: the figures move with it). An upload costs what decoding and encoding cost (sharp, one
libvips thread per image here); the read-back is one indexed read of a few KB.
`;
};

SECTIONS.live = async () => {
  // Read before the run: how busy the machine already was (other processes share its cores).
  const [load] = loadavg();
  const l = await measureLive();
  const ms = (value) => fmt(value, 0);
  // Sockets the loaded server closed while the others were still connecting, by close code.
  const dropped = (closes) =>
    Object.keys(closes).length === 0
      ? ''
      : ` (closed by the server meanwhile: ${Object.entries(closes)
          .map(
            ([code, n]) =>
              `${fmt(n)} with ${code}${code === '1006' ? ', dropped as silent' : code === '1008' ? ', no CONNECT done within 10 s' : ''}`,
          )
          .join('; ')})`;
  const tables = Object.entries(l.runs).map(([db, r]) => {
    const ref = r.reference;
    const goal = (ok) => (ok ? 'met' : '**missed**');
    return `### ${db}

| what | bare \`ws\` server (reference) | portal | ratio | goal |
|---|---|---|---|---|
| resident memory per connection (RSS after − before, after GC) | ${kb(ref.memory.rss)} | ${kb(r.memory.rss)} | ${(r.memory.rss / ref.memory.rss).toFixed(2)} | at most 16 KB: ${goal(r.memory.rss <= 16 * 1024)} |
| of which V8 heap + external per connection | ${kb(ref.memory.heap)} | ${kb(r.memory.heap)} | ${(r.memory.heap / ref.memory.heap).toFixed(2)} | |
| fan-out of one event to all: one frame (${fmt(ref.broadcastFrameBytes)} bytes) to each of ${fmt(r.broadcast.connections)} connections, from the event in hand (portal: handed to the live channel by the relay) until the last arrives (ms) | ${ms(ref.broadcastMs)} | ${ms(r.broadcast.channelMs)} | ${(ref.broadcastMs / r.broadcast.channelMs).toFixed(2)} | at least 0.9: ${goal(ref.broadcastMs / r.broadcast.channelMs >= 0.9)} |
| the same, portal from the commit (the relay's claim and read included) | ${ms(ref.broadcastMs)} | ${ms(r.broadcast.ms)} | ${(ref.broadcastMs / r.broadcast.ms).toFixed(2)} | |
| that fan-out, commit to delivery p50 / p99 (ms) | | ${ms(r.broadcast.p50)} / ${ms(r.broadcast.p99)} | | |
| ${fmt(r.connections)} events, one per connection, in one commit: ${kb(ref.frameBytes)} of frames, until the last arrives (ms; portal from the commit) | ${ms(ref.fanoutMs)} | ${ms(r.fanout.ms)} | ${(ref.fanoutMs / r.fanout.ms).toFixed(2)} | none (each event claimed and read from the outbox) |
| those events, commit to delivery p50 / p99 (ms) | | ${ms(r.fanout.p50)} / ${ms(r.fanout.p99)} | | |
| one event at a time (${r.singles.count}), commit to delivery p50 / p99 (ms) | | ${fmt(r.singles.p50, 1)} / ${fmt(r.singles.p99, 1)} | | |

Opening and subscribing ${fmt(r.connections)} (100 at a time per client process) took
${fmt(r.openMs / 1000, 1)} s; ${fmt(r.subscribed)} were subscribed at the end${dropped(r.dropped)}. The figures above
are for those subscribed. The portal's RSS before the first was ${fmt(r.idleRss / 1048576)} MB.

Reconnect storm: ${fmt(r.storm.clients)} clients connected and subscribed${dropped(r.storm.dropped)}, the server stopped
(SIGTERM) and started again on the same port and database (${fmt(r.storm.restartMs / 1000, 1)} s
from the stop to listening); from the new server's listen, the first client had resubscribed
after ${fmt(r.storm.firstMs / 1000, 1)} s, half of them after ${fmt(r.storm.p50 / 1000, 1)} s and the
${fmt(r.storm.clients)}th after **${fmt(r.storm.lastMs / 1000, 1)} s** (${fmt(r.storm.attempts)} connection attempts in all).
`;
  });
  return `## Live channel: 10,000 STOMP connections on one server process (docs/live-updates.md)

The portal's server as \`src/main.ts\` builds it (the app, its outbox relay and the live channel),
bundled as the production build bundles it (not run through tsx), with \`--expose-gc\`, on a fresh store; ${fmt(Object.values(l.runs)[0].connections)} students seeded
straight into the database, each with a sign-in session, their access tokens minted by the
server's own token code (\`createAccessTokens\`) with its secret; the same clients in two other
processes on 127.0.0.1. Each does what the web client does: \`CONNECT\` with its token and
heart-beats of 2000 ms each way, then \`SUBSCRIBE\` to its seven destinations (the last with a
receipt). The reference is a bare \`ws\` server (same version, same socket options) with the same
clients, sent the very bytes the portal's clients received. Fan-out of one event to all: as
many connections, all signed in as one student (the channel sends a user's events to that user's
connections), and one membership event committed for that student, until the last connection has
it: timed from the moment the relay hands the event to the channel (the reference's broadcast
starts with its frame in hand too), and from the commit; median of seven rounds each side, the
portal's and the reference's taking turns with both servers and both sets of connections open, so
that both see the same machine and the same heart-beats. Then one event per user (membership), all ${fmt(Object.values(l.runs)[0].connections)} committed in one transaction,
until the last is delivered; median of three rounds each side. Latency is wall-clock from the
commit returning in the server process to the frame's arrival in a client process. Machine load
average when the run began: ${load.toFixed(2)} on ${cpus().length} cores (other engineers' work
shares them; every figure moves with it). docs/live-updates.md says what the figures mean.

${tables.join('\n')}`;
};

SECTIONS.a11y = async () => {
  const [load] = loadavg();
  const a = await measureA11ySweep();
  const minutes = a.sweep.seconds / 60;
  const verdict = (run) => (run.passed ? 'passed' : '**failed**');
  return `## The accessibility sweep against the rest of the browser suite (docs/accessibility/README.md)

Two runs of the command \`npm test\` uses for the browser journeys, one after the other, each with a
portal and a Chromium of its own (start-up included): every e2e file but the sweep
(\`npx vitest run --project e2e --exclude ${a.sweepFile}\`), then the sweep alone. The sweep checks
every page with axe-core and IBM's engine, for reflow and text spacing, at 320 and 1280 px
(docs/accessibility/sweep.md). A page check is one page in one state at one width.

| run | seconds | ratio to the rest of the suite | page checks | page checks per minute | result |
|---|---|---|---|---|---|
| the rest of the browser suite | ${fmt(a.rest.seconds, 1)} | 1.00 | | | ${verdict(a.rest)} |
| accessibility sweep | ${fmt(a.sweep.seconds, 1)} | ${(a.sweep.seconds / a.rest.seconds).toFixed(2)} | ${fmt(a.checked)} | ${fmt(a.checked / minutes, 1)} | ${verdict(a.sweep)} |

Machine load average when the run began: ${load.toFixed(2)} on ${cpus().length} cores (other work
shares them; the figures move with it). The goal is a sweep of at most about 8 minutes.
`;
};

SECTIONS.ci = async () => {
  const [load] = loadavg();
  const before = process.env.CI_BEFORE_REF ? await timeCi(process.env.CI_BEFORE_REF) : undefined;
  const after = await timeCi('HEAD');
  const goal = 25 * 60;
  const minutes = (seconds) =>
    `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
  const row = (label, run) =>
    `| ${label} (${run.commit}) | ${minutes(run.seconds)} | ${(run.seconds / goal).toFixed(2)} | ${before ? (run.seconds / before.seconds).toFixed(2) : ''} | ${run.tests ?? '?'} | ${run.passed ? 'passed' : '**failed**'} |`;
  const stageNames = Object.keys(after.stages).filter((name) => name !== 'in all');
  return `## CI: \`.ci/run\` on a clean clone, install included (bench/ci-time.mjs)

\`npm run bench -- ci\` clones the commit into a temporary folder and times \`.ci/run\` there (the
README's \`npm test\` with the machine's PostgreSQL and Redis), as CI does; with \`CI_BEFORE_REF\`
set it times that commit first, as the reference. Not part of a plain \`npm run bench\`: each run
takes tens of minutes.

| run | m:ss | ratio to the 25-minute goal | ratio to before | tests | result |
|---|---|---|---|---|---|
${before ? `${row('before', before)}\n` : ''}${row('after', after)}

| stage | m:ss (after) |
|---|---|
${stageNames.map((name) => `| ${name} | ${minutes(after.stages[name])} |`).join('\n')}

Machine load average when the run began: ${load.toFixed(2)} on ${cpus().length} cores.
`;
};

SECTIONS.rolling = async () => {
  const [load] = loadavg();
  const { drained, killed } = await measureRollingRestart();
  const failures = (run) => {
    const kinds = Object.entries(run.failures);
    if (kinds.length === 0) return '0';
    const total = kinds.reduce((n, [, count]) => n + count, 0);
    return `${fmt(total)} (${kinds.map(([kind, n]) => `${fmt(n)} ${kind}`).join(', ')})`;
  };
  const closes = (run) =>
    Object.entries(run.events.closes)
      .map(([code, n]) => `${fmt(n)} × ${code}`)
      .join(', ') || 'none';
  const row = (label, pick) => `| ${label} | ${pick(drained)} | ${pick(killed)} |`;
  const seconds = (ms) => fmt(ms / 1000, 1);
  const steps = (run) =>
    run.restarts
      .map(
        (s) =>
          `${s.name}: stopped in ${seconds(s.drainMs)} s (exit ${s.exitCode ?? 'killed'}), ready ${seconds(s.startMs)} s later, in rotation ${seconds(s.rotationMs)} s after that`,
      )
      .join('; ');
  return `## Rolling restart of a three-process cluster under load (docs/deploy.md)

\`npm run cluster\`'s set-up (bench/rolling-restart.mjs): three portal processes on a scratch database
of the \`DATABASE_URL\` server and the \`REDIS_URL\` Redis, behind ${drained.version.split(' - ')[0]} (checks on
\`/readyz\` every second, round robin). Through HAProxy, ${drained.learners} learners run the enrolment
journey without pause (register, sign in, order, pay by the sandbox card as a double click with one
idempotency key, save the profile) and ${drained.students} enrolled students hold live connections
(STOMP, subscribed to their user's updates, reconnecting as the web client does: after 5 to 7.5 s,
from the last message-id seen), while one student at a time changes their profile, at most ten a second
(each change one live event). After 10 s the three processes are restarted one at a time (the next
once HAProxy has put the last back in rotation); the load goes on 10 s more. Then the database is
read for every learner's order, and each student is given up to 30 s to have heard every change
made to them. The reference: the same run with each process killed (SIGKILL, a crash) instead of
stopped (SIGTERM, which drains: docs/operations.md).

| what | rolling restart (SIGTERM, drained) | reference: processes killed (SIGKILL) |
|---|---|---|
${[
  row('seconds of load', (r) => fmt(r.seconds, 1)),
  row('requests sent through HAProxy', (r) => fmt(r.requests)),
  row('failed (a 5xx, another error answer, or no answer)', failures),
  row('complete enrolment journeys', (r) => fmt(r.journeys)),
  row('orders paid (database)', (r) => fmt(r.payments.paidOrders)),
  row('orders charged twice (must be 0)', (r) => fmt(r.payments.chargedTwice)),
  row(
    'payments lost: paid without one payment and one charge, or answered paid and not (must be 0)',
    (r) => fmt(r.payments.lost),
  ),
  row('charged at the gateway, order not paid yet (the in-doubt job settles it)', (r) =>
    fmt(r.payments.chargedUnpaid),
  ),
  row('payment attempts in doubt at the end', (r) => fmt(r.payments.inDoubt)),
  row('live events sent (profile changes answered 200)', (r) => fmt(r.events.sent)),
  row('live events not heard by their student (must be 0)', (r) => fmt(r.events.lost)),
  row('live connections closed by the server, by code', closes),
  row('reconnections', (r) => fmt(r.events.reconnects)),
  row('reconnections told to resync', (r) => fmt(r.events.resyncs)),
  row('students not connected at the end', (r) => fmt(r.events.stillDisconnected)),
  row('sessions signed out (a 401, or an ERROR frame on a live connection)', (r) =>
    fmt(r.signedOut),
  ),
].join('\n')}

Restarts, drained: ${steps(drained)}. Killed: ${steps(killed)}.
${drained.firstFailures.length > 0 ? `\nFirst failures (drained): ${drained.firstFailures.join('; ')}.\n` : ''}${killed.firstFailures.length > 0 ? `\nFirst failures (killed): ${killed.firstFailures.join('; ')}.\n` : ''}
Machine load average when the run began: ${load.toFixed(2)} on ${cpus().length} cores (the three
processes, HAProxy and the clients share them).
`;
};

SECTIONS.propagation = async () => {
  if (!process.env.DATABASE_URL) {
    console.log(
      'propagation: needs DATABASE_URL (two instances on one PostgreSQL); kept as it was',
    );
    return undefined;
  }
  const p = await measurePropagation();
  const ms = (value) => fmt(value, 1);
  const ratio = (value) => fmt(value / p.notify.median, 0);
  const rows = (label, r) =>
    [
      [`${label}: the publishing call answered (first instance)`, r.publish],
      [`${label}: the second instance's API answers it`, r.api],
      [`${label}: the second instance's cached storefront page shows it`, r.page],
      [`${label}: that page rendered afresh on the second instance, alone`, r.render],
    ]
      .map(([what, t]) => `| ${what} | ${ms(t.median)} | ${ms(t.max)} | ${ratio(t.median)} |`)
      .join('\n');
  return `## A published change on another running instance

Two portal processes on one scratch database of the DATABASE_URL server (bench/propagation.mjs).
On the first, the catalog editor publishes a payment plan's new price (NOC-HCAC's), and the provider
admin a partner's new name (fhsu), ${p.rounds} times each; the clock runs from the publish call's
start until the second instance answers the change, asked again and again meanwhile: its API
(the programs list, the tenant's \`/config/tenant.json\`) and its storefront page (the program's
page, the partner's home page), which it had cached before the change; beside them, the time the
second instance takes to render that page afresh (asked under a query it ignores). The reference is one
NOTIFY's round trip between two plain connections of the same server (median of ${p.notifies}), the least
any instance can take to tell another.

| what | median ms | slowest ms | ratio to a NOTIFY round trip |
|---|---|---|---|
| NOTIFY from one connection to another (reference) | ${fmt(p.notify.median, 2)} | ${ms(p.notify.max)} | 1 |
${rows('plan price', p.plan)}
${rows('partner name', p.tenant)}

Both reach the second instance by the same path: the publishing transaction notifies at its
commit (a catalog version by trigger, a tenant publication by its own NOTIFY), each instance
listens on one connection, and the page cache forgets what the change touched; what remains is a
fresh render of the page. Before, the catalog's other instances looked for a new version every
2 s (so up to 2 s, about 1 s on average, by design); they now poll every 30 s only in case a
notice was lost.
`;
};

// Sections named on the command line, or every one but \`ci\` (which runs the whole of CI) and
// \`rolling\` (which needs PostgreSQL, Redis and HAProxy).
const wanted =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : Object.keys(SECTIONS).filter((name) => name !== 'ci' && name !== 'rolling');
for (const name of wanted) if (!SECTIONS[name]) throw new Error(`Unknown section ${name}`);

ensureInstalled();
ensureBuilt();

const resultsFile = new URL('./RESULTS.md', import.meta.url);
const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
// Sections are kept between <!-- section:name --> markers so each run replaces only its own.
const sections = Object.fromEntries(
  [...previous.matchAll(/<!-- section:(\w+) -->\n([\s\S]*?)<!-- end:\1 -->/g)].map((m) => [
    m[1],
    m[2],
  ]),
);
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}`;
for (const name of wanted) {
  const body = await SECTIONS[name]();
  if (body === undefined) continue;
  sections[name] = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.\n\n${body}`;
  console.log(body);
}
const report = [
  '# Benchmark results',
  '',
  'Recorded by `npm run bench` (or `npm run bench -- <section>`). Every figure is compared with a',
  'reference measured in the same run on the same machine.',
  '',
  ...Object.keys(SECTIONS)
    .filter((name) => sections[name])
    .map((name) => `<!-- section:${name} -->\n${sections[name]}<!-- end:${name} -->\n`),
].join('\n');
await writeFile(resultsFile, report);
