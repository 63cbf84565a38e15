// How soon a change published in the staff console reaches another running instance
// (docs/catalog-editing.md "Publishing", docs/tenant-editing.md): two portal processes on one
// scratch database of the DATABASE_URL server. On the first, a catalog editor publishes a payment
// plan's new price and a provider admin a partner's new name; the clock runs from the publish
// call's start until the second instance's API answers the change and its cached storefront page
// shows it. The reference, in the same run: one plain NOTIFY's round trip between two connections
// of the same server (the floor of any instance telling another).
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { Agent, fetch as undiciFetch } from 'undici';
import { root } from '../scripts/workspace.mjs';
import { startProcess } from './portal-process.mjs';
import { withScratchDatabase } from './scratch-database.mjs';

/** NOC-HCAC: its plan's id is its program's, and this is its storefront page. */
const PROGRAM_ID = 6;
const PROGRAM_PAGE = '/program/healthcare-administration-certificate';
const PARTNER = 'fhsu';
const STAFF_PASSWORD = 'Staff#2026';

// Every *.localhost name is this machine, as a browser takes it: the Host header names the tenant.
const loopback = new Agent({
  connect: {
    lookup: (_hostname, options, callback) =>
      options.all
        ? callback(null, [{ address: '127.0.0.1', family: 4 }])
        : callback(null, '127.0.0.1', 4),
  },
});
const fetch = (url, init = {}) => undiciFetch(url, { ...init, dispatcher: loopback });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const dollars = (cents) => `$${(cents / 100).toFixed(2)}`;

/** One NOTIFY's trip from one connection's commit to another's listener, `rounds` times (ms). */
async function notifyRoundTrips(databaseUrl, rounds) {
  const listener = new pg.Client({ connectionString: databaseUrl });
  const sender = new pg.Client({ connectionString: databaseUrl });
  await Promise.all([listener.connect(), sender.connect()]);
  try {
    await listener.query('LISTEN bench_ping');
    const trips = [];
    for (let i = 0; i < rounds; i += 1) {
      const heard = new Promise((resolve) => listener.once('notification', resolve));
      const started = performance.now();
      await sender.query(`NOTIFY bench_ping, '${i}'`);
      await heard;
      trips.push(performance.now() - started);
    }
    return trips;
  } finally {
    await Promise.all([listener.end(), sender.end()]);
  }
}

/** A demo staff member signed in on `base` (password, then the code `npm run staff-code` prints). */
async function signInStaff(base, email) {
  const post = async (path, body) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  const { pendingToken } = await post('/staff-api/session', { email, password: STAFF_PASSWORD });
  const printed = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/staff-code.mjs', email],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const code = printed.trim().split(/\s+/)[0];
  const { accessToken } = await post('/staff-api/session/second-factor', { pendingToken, code });
  return (method, path, body) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'X-Requested-With': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (response) => {
      if (response.status !== 200) {
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      }
      return response.json();
    });
}

/**
 * Runs `publish` (resolving when its call is answered), meanwhile asking each of `seen`'s checks
 * of the other instance until it answers true; the ms from the call's start to each first true.
 */
async function timePropagation(publish, seen) {
  const started = performance.now();
  const published = publish().then(() => performance.now() - started);
  const watched = Object.entries(seen).map(async ([name, check]) => {
    const deadline = started + 60_000;
    while (performance.now() < deadline) {
      if (await check()) return [name, performance.now() - started];
    }
    throw new Error(`${name}: not seen on the other instance within 60 s`);
  });
  return { publish: await published, ...Object.fromEntries(await Promise.all(watched)) };
}

/** Asks `url` twice, so the second instance's page cache holds its page before the change. */
async function cached(url, init) {
  for (let i = 0; i < 2; i += 1) await (await fetch(url, init)).text();
}

export async function measurePropagation({ rounds = 10, notifies = 200 } = {}) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    throw new Error('the propagation bench needs DATABASE_URL (two instances share it)');
  return withScratchDatabase(serverUrl, async (databaseUrl) => {
    const notify = await notifyRoundTrips(databaseUrl, notifies);
    const first = await startProcess('apps/server/dist/main.js', {
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'true',
    });
    const second = await startProcess('apps/server/dist/main.js', {
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
    });
    try {
      const on = (port, tenant) => `http://${tenant}.localhost:${port}`;
      const catalog = await signInStaff(on(first.port, 'default'), 'catalog@staff.demo.test');
      const admin = await signInStaff(on(first.port, 'default'), 'admin@staff.demo.test');
      const other = on(second.port, 'default');
      const otherPartner = on(second.port, PARTNER);

      const plans = [];
      for (let i = 1; i <= rounds; i += 1) {
        const { entry } = await catalog('GET', `/staff-api/catalog/plans/${PROGRAM_ID}`);
        const priceCents = entry.priceCents + 1;
        const { id: _id, ...fields } = entry;
        const draft = await catalog('PUT', `/staff-api/catalog/drafts/plans/${PROGRAM_ID}`, {
          ...fields,
          priceCents,
        });
        await cached(`${other}${PROGRAM_PAGE}`);
        plans.push(
          await timePropagation(
            () =>
              catalog('POST', `/staff-api/catalog/drafts/${draft.id}/publication`, {
                reason: `Bench round ${i}`,
              }),
            {
              api: async () => {
                const programs = await (
                  await fetch(`${other}/organization-api/institutions/degree-programs`)
                ).json();
                return programs.find((p) => p.id === PROGRAM_ID)?.price === priceCents;
              },
              page: async () =>
                (await (await fetch(`${other}${PROGRAM_PAGE}`)).text()).includes(
                  dollars(priceCents),
                ),
            },
          ),
        );
      }

      const tenants = [];
      for (let i = 1; i <= rounds; i += 1) {
        const { revision, config } = await admin('GET', `/staff-api/tenants/${PARTNER}`);
        const name = `${config.name.replace(/ \(\d+\)$/, '')} (${i})`;
        await cached(`${otherPartner}/`);
        tenants.push(
          await timePropagation(
            () =>
              admin('PUT', `/staff-api/tenants/${PARTNER}`, {
                revision,
                changes: { name },
                reason: `Bench round ${i}`,
              }),
            {
              api: async () =>
                (await (await fetch(`${otherPartner}/config/tenant.json`)).json()).name === name,
              page: async () => (await (await fetch(`${otherPartner}/`)).text()).includes(name),
            },
          ),
        );
      }
      // A fresh render of each page on the second instance: a query the page ignores is a new
      // cache entry (bench/pages.mjs's cold render).
      const render = async (url) => {
        const times = [];
        for (let i = 0; i < rounds; i += 1) {
          const started = performance.now();
          await (await fetch(`${url}?render=${i}`)).text();
          times.push(performance.now() - started);
        }
        return { median: median(times), max: Math.max(...times) };
      };
      const renders = {
        plan: await render(`${other}${PROGRAM_PAGE}`),
        tenant: await render(`${otherPartner}/`),
      };
      const summary = (runs) =>
        Object.fromEntries(
          ['publish', 'api', 'page'].map((key) => {
            const values = runs.map((run) => run[key]);
            return [key, { median: median(values), max: Math.max(...values) }];
          }),
        );
      return {
        rounds,
        notifies,
        notify: { median: median(notify), max: Math.max(...notify) },
        plan: { ...summary(plans), render: renders.plan },
        tenant: { ...summary(tenants), render: renders.tenant },
      };
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await loopback.close();
    }
  });
}
