// The enrolment journey under load: `learners` (200) concurrent learners each run register, sign in,
// order, pay by card, save the profile, again and again for `seconds` (60), against the built server
// on a fresh PGlite store, then on a scratch database of the DATABASE_URL server when it is set. The
// pay step is sent twice at once with one idempotency key (a double click). Afterwards the database
// is read to prove that no order was paid twice. With BENCH_BEFORE_DIR naming another checkout of
// the project, built, the same journeys run against it too, in the same run: a before-and-after
// of a change measured against one reference.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startProcess } from './portal-process.mjs';
import { withScratchDatabase } from './scratch-database.mjs';
import { argon2Floor } from './token-throughput.mjs';

const PROGRAM_ID = 6;
export const STEPS = ['register', 'sign in', 'order', 'pay', 'profile'];

const percentile = (sorted, p) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One learner's enrolment: each step a call of the API as the web client makes it. */
export function journey(base) {
  const email = `bench-${randomUUID()}@example.test`;
  const password = 'Bench#Pass1';
  let token;
  let orderId;
  const send = (pathname, { method = 'PUT', body, form, headers = {} } = {}) =>
    fetch(`${base}${pathname}`, {
      method,
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: form ? new URLSearchParams(form).toString() : body && JSON.stringify(body),
    });
  const expectOk = async (response, ...accepted) => {
    const ok = [200, 201, ...accepted].includes(response.status);
    const json = await response.json();
    if (!ok) throw new Error(`${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  return {
    /** The order placed by the order step, once it has run. */
    get orderId() {
      return orderId;
    },
    /** The access token of the sign-in step, once it has run. */
    get token() {
      return token;
    },
    register: async () =>
      expectOk(
        await send('/user-api/users', {
          method: 'POST',
          body: { firstName: 'Bench', lastName: 'Learner', email, password },
        }),
      ),
    'sign in': async () => {
      const tokens = await expectOk(
        await send('/auth-api/oauth/token', {
          method: 'POST',
          form: {
            grant_type: 'password',
            username: email,
            password,
            scope: 'STUDENT_PORTAL__ACCESS',
          },
        }),
      );
      token = tokens.access_token;
    },
    order: async () => {
      orderId = (
        await expectOk(
          await send('/ledger-api/orders/degreeprogram', { body: { degreeProgramId: PROGRAM_ID } }),
        )
      ).orderId;
    },
    pay: async () => {
      const key = randomUUID();
      const card = {
        firstName: 'Bench',
        lastName: 'Learner',
        creditCardNumber: '4111111111111111',
        expireMonth: '12',
        expireYear: '30',
        cvv: '123',
        cardTypeView: 'VISA',
        address: {
          address1: '1 Main St',
          addressType: 'billing',
          country: 'US',
          state: 'KS',
          city: 'Hays',
          zipCode: '67601',
        },
      };
      // A double click: the same attempt twice at once. One pays; the other replays or waits.
      const answers = await Promise.all(
        [0, 1].map(async () =>
          expectOk(
            await send(`/ledger-api/orders/${orderId}/payment/card`, {
              body: card,
              headers: { 'Idempotency-Key': key },
            }),
            409,
          ),
        ),
      );
      if (!answers.some((a) => a.status === 'SUCCESS')) throw new Error('no successful payment');
    },
    profile: async () =>
      expectOk(
        await send('/user-api/users', {
          body: {
            dateOfBirth: '1990-04-30',
            phoneNumbers: ['(785) 555-0101'],
            addresses: [
              {
                addressType: 'billing',
                address1: '1 Main St',
                city: 'Hays',
                state: 'KS',
                zipCode: '67601',
              },
            ],
            targetDateProgress: '12/2030',
            userData: { goal: 'Finish a degree' },
          },
        }),
      ),
  };
}

// An attempt that paid its order (ledger-records/attempt-status.ts PAID_ATTEMPT_STATUSES).
const PAID = `('AUTHORIZED', 'CAPTURED', 'PROCESSING')`;

const CHARGE_QUERIES = {
  paidTwice: `select count(*)::int as n from (select order_id from payment_attempts
    where status in ${PAID} group by order_id having count(*) > 1) twice`,
  paidOrders: `select count(*)::int as n from orders o join users u on u.id = o.user_id
    where o.status = 'SUCCESS' and u.email like 'bench-%'`,
  successes: `select count(*)::int as n from payment_attempts a join users u on u.id = a.user_id
    where a.status in ${PAID} and u.email like 'bench-%'`,
};

/** Counts payments afterwards through `query` (PGlite or pg), to prove none was taken twice. */
async function countCharges(query) {
  const counts = {};
  for (const [name, sql] of Object.entries(CHARGE_QUERIES)) counts[name] = (await query(sql))[0].n;
  return counts;
}

async function pgliteCharges(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dataDir);
  await db.waitReady;
  try {
    return await countCharges(async (sql) => (await db.query(sql)).rows);
  } finally {
    await db.close();
  }
}

async function postgresCharges(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countCharges(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

/** Runs the journeys against the built server of `tree` started with `env`, then counts charges. */
async function runJourneys(env, charges, { learners, seconds, tree }) {
  const portal = await startProcess(
    'apps/server/dist/main.js',
    { ...env, LOGIN_ATTEMPTS_PER_MINUTE: '100000000' },
    tree,
  );
  const base = `http://127.0.0.1:${portal.port}`;
  const latencies = Object.fromEntries(STEPS.map((s) => [s, []]));
  const errors = Object.fromEntries(STEPS.map((s) => [s, 0]));
  const firstErrors = [];
  let journeys = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;

  await Promise.all(
    Array.from({ length: learners }, async () => {
      while (performance.now() < deadline) {
        const steps = journey(base);
        for (const step of STEPS) {
          const t0 = performance.now();
          try {
            await steps[step]();
            latencies[step].push(performance.now() - t0);
          } catch (error) {
            errors[step] += 1;
            if (firstErrors.length < 5) firstErrors.push(`${step}: ${error.message}`);
            break;
          }
          if (step === STEPS.at(-1)) journeys += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await portal.stop();

  const steps = STEPS.map((step) => {
    const sorted = latencies[step].sort((a, b) => a - b);
    return {
      step,
      count: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors: errors[step],
    };
  });
  return {
    elapsed,
    journeys,
    journeysPerSecond: journeys / elapsed,
    steps,
    firstErrors,
    charges: await charges(),
  };
}

/**
 * The journeys on a fresh PGlite store, then on PostgreSQL when DATABASE_URL is set, against the
 * build of `tree`; each result names its database and `version`.
 */
async function runOnEachDatabase(load, version) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-enrol-'));
  const runs = [
    {
      database: 'PGlite',
      version,
      ...(await runJourneys({ DATA_DIR: dataDir }, () => pgliteCharges(dataDir), load)),
    },
  ];
  await rm(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    runs.push({
      database: 'PostgreSQL',
      version,
      ...(await withScratchDatabase(process.env.DATABASE_URL, (url) =>
        runJourneys({ DATABASE_URL: url }, () => postgresCharges(url), load),
      )),
    });
  }
  return runs;
}

export async function measureEnrolment({ learners = 200, seconds = 60 } = {}) {
  const floor = await argon2Floor();
  const before = process.env.BENCH_BEFORE_DIR;
  const runs = [
    ...(before
      ? await runOnEachDatabase(
          { learners, seconds, tree: before },
          `before (${treeCommit(before)})`,
        )
      : []),
    ...(await runOnEachDatabase(
      { learners, seconds },
      before ? `after (${treeCommit()})` : undefined,
    )),
  ];
  return {
    learners,
    seconds,
    // Each journey hashes once (register) and verifies once (sign in): two argon2id runs.
    ceiling: floor / 2,
    argon2PerSecond: floor,
    runs,
  };
}

/** The short commit id a checkout stands at, or its folder when it is not a git checkout. */
function treeCommit(tree) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: tree,
      encoding: 'utf8',
    }).trim();
  } catch {
    return tree ?? 'this tree';
  }
}
