// A rolling restart under load (docs/deploy.md): the cluster of `npm run cluster` (three portal
// processes on a scratch database of the DATABASE_URL server, the REDIS_URL Redis, HAProxy in
// front) while learners enrol through HAProxy (register, sign in, order, pay by card twice at once
// with one idempotency key, save the profile: bench/enrolment.mjs's journey) and students hold live
// connections, each sent profile changes (one live userEntity event each) all along. The three
// processes are restarted one at a time as an orchestrator does: SIGTERM, wait for the exit, start
// again, wait until HAProxy sends it traffic. Then: every request that failed, every paid order's
// payments in the database, every event each student should have heard, every session refused.
import pg from 'pg';
import WebSocket from 'ws';
import { haproxyVersion, startCluster } from '../scripts/portal-cluster.mjs';
import { journey, STEPS } from './enrolment.mjs';
import { freePort } from './portal-process.mjs';
import { withScratchDatabase } from './scratch-database.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// The web client's reconnect delay and jitter (lib/live/live-connection.ts).
const RECONNECT_DELAY_MS = 5_000;
const RECONNECT_JITTER = 0.5;
const HEARTBEAT_MS = 2_000;
const PAID = `('AUTHORIZED', 'CAPTURED', 'PROCESSING')`;
// What each step sends: the pay step is a double click (two requests).
const REQUESTS_PER_STEP = { register: 1, 'sign in': 1, order: 1, pay: 2, profile: 1 };

/** Why a call failed, as a browser would see it: an HTTP status, or no answer at all. */
function failureOf(error) {
  if (error.message === 'no successful payment') return 'payment not confirmed';
  const status = /^(\d{3}) /.exec(error.message)?.[1];
  return status ? Number(status) : 'no answer';
}

function tally(failures, kind) {
  failures[kind] = (failures[kind] ?? 0) + 1;
}

// A profile change whose street names the change (`event-12 Main St`), so the student's live
// update says which one it is.
const profileBody = (change) => ({
  dateOfBirth: '1990-04-30',
  phoneNumbers: ['(785) 555-0101'],
  addresses: [
    {
      addressType: 'billing',
      address1: `${change} Main St`,
      city: 'Hays',
      state: 'KS',
      zipCode: '67601',
    },
  ],
  targetDateProgress: '12/2030',
  userData: { goal: 'Finish a degree' },
});

const frame = (command, headers) =>
  `${command}\n${Object.entries(headers)
    .map(([k, v]) => `${k}:${v}`)
    .join('\n')}\n\n\0`;

function header(text, name) {
  const start = text.indexOf(`\n${name}:`);
  if (start < 0) return undefined;
  const from = start + name.length + 2;
  return text.slice(from, text.indexOf('\n', from));
}

/**
 * A student with a live connection through HAProxy, doing what the web client does: CONNECT with
 * its token and the last message-id it saw, SUBSCRIBE to its user's updates, and after any close
 * reconnect after 5 to 7.5 s. Notes each profile change it hears.
 */
function liveStudent({ port, userId, token }) {
  const student = {
    userId,
    token,
    lastId: 0,
    heard: new Set(),
    closes: {},
    refusals: [],
    resyncs: 0,
    connects: 0,
    subscribed: false,
    socket: undefined,
    stopped: false,
  };
  let onSubscribed;
  student.connect = () =>
    new Promise((resolve) => {
      onSubscribed = resolve;
      student.connects += 1;
      const socket = new WebSocket(`ws://127.0.0.1:${port}/websocket-api/ws`, ['v12.stomp'], {
        headers: { Host: `default.localhost:${port}` },
        origin: `http://default.localhost:${port}`,
        perMessageDeflate: false,
      });
      student.socket = socket;
      socket.on('open', () =>
        socket.send(
          frame('CONNECT', {
            'accept-version': '1.2',
            host: 'default.localhost',
            'heart-beat': `${HEARTBEAT_MS},${HEARTBEAT_MS}`,
            Authorization: `Bearer ${student.token}`,
            ...(student.lastId > 0 ? { 'last-message-id': student.lastId } : {}),
          }),
        ),
      );
      socket.on('message', (data) => {
        const text = data.toString();
        if (text === '\n') return;
        const command = text.slice(0, text.indexOf('\n'));
        if (command === 'CONNECTED') {
          if (header(text, 'resync') === 'true') student.resyncs += 1;
          socket.send(
            frame('SUBSCRIBE', {
              id: 'sub-0',
              destination: `/user/queue/${userId}-userEntity`,
              receipt: 'subscribed',
            }),
          );
        } else if (command === 'RECEIPT') {
          student.subscribed = true;
          onSubscribed?.();
        } else if (command === 'MESSAGE') {
          const id = Number(header(text, 'message-id'));
          if (id > student.lastId) student.lastId = id;
          const change = /event-\d+/.exec(text)?.[0];
          if (change) student.heard.add(change);
        } else if (command === 'ERROR') {
          student.refusals.push(header(text, 'message') ?? text.slice(0, 80));
        }
      });
      socket.on('error', () => undefined);
      socket.on('close', (code) => {
        student.subscribed = false;
        if (student.stopped) return;
        tally(student.closes, code);
        onSubscribed?.();
        const delay = RECONNECT_DELAY_MS * (1 + RECONNECT_JITTER * Math.random());
        setTimeout(() => {
          if (!student.stopped) student.connect();
        }, delay);
      });
    });
  student.stop = () => {
    student.stopped = true;
    student.socket?.terminate();
  };
  return student;
}

/** Checks every paid order of the learners: one paid attempt, one approved charge at the gateway. */
async function checkPayments(url, ordersSeenPaid) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      select o.id::text as id, o.status,
        (select count(*)::int from payment_attempts a where a.order_id = o.id and a.status in ${PAID}) as paid_attempts,
        (select count(*)::int from sandbox_gateway_charges c join payment_attempts a
           on c.request_id = a.id::text where a.order_id = o.id and c.result_code = 0) as charges
      from orders o join users u on u.id = o.user_id where u.email like 'bench-%'`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const paid = rows.filter((row) => row.status === 'SUCCESS');
    const { rows: doubts } = await client.query(`
      select count(*)::int as n from payment_attempts a join users u on u.id = a.user_id
      where u.email like 'bench-%' and a.status in ('IN_FLIGHT', 'UNKNOWN')`);
    return {
      orders: rows.length,
      paidOrders: paid.length,
      chargedTwice: rows.filter((row) => row.paid_attempts > 1 || row.charges > 1).length,
      // Paid without exactly one payment, or answered paid and not paid.
      lost:
        paid.filter((row) => row.paid_attempts !== 1 || row.charges !== 1).length +
        [...ordersSeenPaid].filter((id) => byId.get(id)?.status !== 'SUCCESS').length,
      // Charged at the gateway with the order not (yet) paid: the process died between the two.
      chargedUnpaid: rows.filter((row) => row.status !== 'SUCCESS' && row.charges > 0).length,
      // Attempts whose answer never came; the in-doubt job settles them with the gateway later.
      inDoubt: doubts[0].n,
      seenPaid: ordersSeenPaid.size,
    };
  } finally {
    await client.end();
  }
}

/**
 * The rolling restart as deployed (SIGTERM: each process drains), then the reference: the same
 * restart with each process killed (SIGKILL, as a crash or an impatient orchestrator would), each
 * on a cluster and a scratch database of its own.
 */
export async function measureRollingRestart(load = {}) {
  const drained = await measureOneRestart({ ...load, signal: 'SIGTERM' });
  const killed = await measureOneRestart({ ...load, signal: 'SIGKILL' });
  return { drained, killed };
}

async function measureOneRestart({
  learners = 12,
  students = 40,
  eventsPerSecond = 10,
  secondsAround = 10,
  signal,
}) {
  const serverUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  const version = haproxyVersion();
  if (!serverUrl || !redisUrl || !version) {
    throw new Error(
      'The rolling-restart section needs DATABASE_URL (a PostgreSQL server whose role may create ' +
        'databases), REDIS_URL and HAProxy installed (apt-get install haproxy).',
    );
  }
  return withScratchDatabase(serverUrl, async (databaseUrl) => {
    const port = await freePort();
    const ports = [await freePort(), await freePort(), await freePort()];
    const cluster = await startCluster({
      databaseUrl,
      redisUrl,
      port,
      statsPort: await freePort(),
      ports,
      env: { LOGIN_ATTEMPTS_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' },
      output: (name, line) => {
        if (!line.includes('"level":30')) console.error(`${name} ${line}`);
      },
    });
    try {
      return await underLoad(cluster, port, {
        learners,
        students,
        eventsPerSecond,
        secondsAround,
        databaseUrl,
        version,
        signal,
      });
    } finally {
      await cluster.stop();
    }
  });
}

async function underLoad(cluster, port, options) {
  const { learners, students: studentCount, eventsPerSecond, secondsAround } = options;
  const base = `http://127.0.0.1:${port}`;
  const counts = { requests: 0, failures: {}, firstFailures: [], signedOut: 0 };
  const fail = (what, error) => {
    const kind = failureOf(error);
    tally(counts.failures, kind);
    if (kind === 401) counts.signedOut += 1;
    if (counts.firstFailures.length < 5) counts.firstFailures.push(`${what}: ${error.message}`);
  };

  // Students, enrolled (a profile is theirs to change once their order is paid) and listening,
  // before the load starts.
  const students = [];
  for (let i = 0; i < studentCount; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, studentCount - i) }, async () => {
        const steps = journey(base);
        for (const step of STEPS) await steps[step]();
        const token = steps.token;
        const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
        return liveStudent({ port, userId, token });
      }),
    );
    students.push(...batch);
  }
  await Promise.all(students.map((student) => student.connect()));
  const heartBeats = setInterval(() => {
    for (const { socket } of students) if (socket?.readyState === WebSocket.OPEN) socket.send('\n');
  }, HEARTBEAT_MS);

  let running = true;
  const ordersSeenPaid = new Set();
  let journeys = 0;
  const learnerLoops = Array.from({ length: learners }, async () => {
    while (running) {
      const steps = journey(base);
      for (const step of STEPS) {
        counts.requests += REQUESTS_PER_STEP[step];
        try {
          await steps[step]();
        } catch (error) {
          fail(step, error);
          break;
        }
        if (step === 'pay') ordersSeenPaid.add(steps.orderId);
        if (step === STEPS.at(-1)) journeys += 1;
      }
    }
  });

  // Profile changes for the students, one at a time round the class, each a live event.
  const sent = new Map(students.map((student) => [student, []]));
  let unsure = 0;
  let sequence = 0;
  const eventLoop = (async () => {
    while (running) {
      const started = performance.now();
      const student = students[sequence % students.length];
      const change = `event-${sequence++}`;
      counts.requests += 1;
      try {
        const response = await fetch(`${base}/user-api/users`, {
          method: 'PUT',
          headers: {
            'X-Requested-With': 'XMLHttpRequest',
            'Content-Type': 'application/json',
            Authorization: `Bearer ${student.token}`,
          },
          body: JSON.stringify(profileBody(change)),
        });
        const answer = await response.text();
        if (response.status === 200) sent.get(student).push(change);
        else {
          unsure += 1;
          fail('profile change', new Error(`${response.status} ${answer.slice(0, 200)}`));
        }
      } catch (error) {
        unsure += 1;
        fail('profile change', error);
      }
      await sleep(Math.max(0, 1000 / eventsPerSecond - (performance.now() - started)));
    }
  })();

  const t0 = performance.now();
  await sleep(secondsAround * 1000);
  const restarts = await cluster.rollingRestart(undefined, { signal: options.signal });
  await sleep(secondsAround * 1000);
  running = false;
  await Promise.all([...learnerLoops, eventLoop]);
  const seconds = (performance.now() - t0) / 1000;

  // Every student back and caught up: each has heard every change it was sent, or time is up.
  const missing = () =>
    students.reduce(
      (n, student) => n + sent.get(student).filter((change) => !student.heard.has(change)).length,
      0,
    );
  const deadline = Date.now() + 30_000;
  while (missing() > 0 && Date.now() < deadline) await sleep(250);
  const stillDisconnected = students.filter((student) => !student.subscribed).length;
  clearInterval(heartBeats);
  for (const student of students) student.stop();

  const closes = {};
  for (const student of students) {
    for (const [code, n] of Object.entries(student.closes)) closes[code] = (closes[code] ?? 0) + n;
  }
  const refusals = students.flatMap((student) => student.refusals);
  return {
    version: options.version,
    signal: options.signal,
    learners,
    students: students.length,
    seconds,
    journeys,
    restarts,
    requests: counts.requests,
    failures: counts.failures,
    firstFailures: counts.firstFailures,
    signedOut: counts.signedOut + refusals.length,
    refusals,
    events: {
      sent: [...sent.values()].reduce((n, changes) => n + changes.length, 0),
      lost: missing(),
      unsure,
      resyncs: students.reduce((n, student) => n + student.resyncs, 0),
      reconnects: students.reduce((n, student) => n + student.connects - 1, 0),
      closes,
      stillDisconnected,
    },
    payments: await checkPayments(options.databaseUrl, ordersSeenPaid),
  };
}
