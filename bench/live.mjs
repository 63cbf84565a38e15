// The live channel (docs/live-updates.md) under 10,000 connections: the portal's server (bench/live-server-work.ts,
// built as src/main.ts builds it) with 10,000 STOMP clients (bench/live-clients.mjs, one other
// process, on 127.0.0.1), each a student of its own with a sign-in session, subscribed to its
// seven destinations; against a bare `ws` server (bench/live-raw-server.mjs) with the same number
// of sockets, sent the very bytes the portal sent, in the same run (for one event to all, in turns
// with the portal, both up at once). Then a reconnect storm.
// Every wait is bounded: the section stops by itself.
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../scripts/workspace.mjs';
import { bundleBesideServer } from './bundle-beside-server.mjs';
import { freePort } from './portal-process.mjs';
import { withScratchDatabase } from './scratch-database.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const RAW = here('./live-raw-server.mjs');
const CLIENTS = here('./live-clients.mjs');
const TENANTS_DIR = path.join(root, 'tenants');
const SINGLES = 200;
const FANOUT_ROUNDS = 3;
/** Rounds of one event to all, each side: more than the others, since it is the goal's figure. */
const BROADCAST_ROUNDS = 7;
const STORM_JITTER_MS = 1_000;
const WAIT_MS = 1_200_000;
const CLIENT_PROCESSES = 2;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Arrival times after a commit at `at`: until the last, and the p50 and p99 (ms). */
function spreadSince(at, times) {
  const latencies = times.map((t) => Math.max(0, t - at)).sort((a, b) => a - b);
  return { ms: latencies.at(-1), p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
/** The round whose last arrival is the median of the rounds'. */
const medianRound = (rounds) =>
  [...rounds].sort((a, b) => a.ms - b.ms)[Math.floor(rounds.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child process driven over IPC: `next(type)` waits for its next message of that type. */
function drive(child, name) {
  const queues = new Map();
  const waiters = new Map();
  child.on('message', (message) => {
    const waiting = waiters.get(message.type);
    if (waiting?.length) waiting.shift()(message);
    else queues.set(message.type, [...(queues.get(message.type) ?? []), message]);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    send: (message) => child.send(message),
    next(type, timeoutMs = WAIT_MS) {
      const queued = queues.get(type);
      if (queued?.length) return Promise.resolve(queued.shift());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${name}: no ${type} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const list = waiters.get(type) ?? [];
        list.push((message) => {
          clearTimeout(timer);
          resolve(message);
        });
        waiters.set(type, list);
      });
    },
    async ask(message, type) {
      const answer = this.next(type);
      child.send(message);
      return answer;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function startServer(script, env, port) {
  const child = fork(script, [], {
    execArgv: ['--expose-gc'],
    env: { ...inherited, ...env, TENANTS_DIR, PORT: String(port) },
    stdio: ['ignore', process.env.LIVE_BENCH_LOG ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  return drive(child, 'portal');
}

/**
 * The clients, split over CLIENT_PROCESSES processes (user i in process i % n), so that one busy
 * process of this shared machine does not fall silent for all of them at once.
 */
async function startClients() {
  const parts = Array.from({ length: CLIENT_PROCESSES }, (_, i) =>
    drive(fork(CLIENTS, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }), `clients ${i}`),
  );
  await Promise.all(parts.map((part) => part.next('up')));
  const share = (list) => parts.map((_, p) => list.filter((_, i) => i % parts.length === p));
  let owners = new Map();
  let subscribedCounts = parts.map(() => 0);
  /** Waits until `counts[p]` clients of process p have each received one message. */
  async function expectCounts(counts, capture) {
    const busy = parts.filter((_, p) => counts[p] > 0);
    await Promise.all(
      busy.map((part) =>
        part.ask({ type: 'expect', count: counts[parts.indexOf(part)], capture }, 'expecting'),
      ),
    );
    // Wrapped, so that awaiting this call waits only until the clients are listening.
    const delivered = Promise.all(busy.map((part) => part.next('received'))).then((answers) => ({
      times: answers.flatMap((a) => a.times),
      frames: capture ? answers.flatMap((a) => a.frames) : undefined,
    }));
    return { delivered };
  }
  return {
    async open(options) {
      const shares = share(options.pairs);
      const answers = await Promise.all(
        parts.map((part, p) => part.ask({ ...options, pairs: shares[p] }, 'opened')),
      );
      // Who is subscribed, and in which process.
      owners = new Map(answers.flatMap((a, p) => a.subscribed.map((userId) => [userId, p])));
      subscribedCounts = answers.map((a) => a.subscribed.length);
      const closes = {};
      for (const a of answers)
        for (const [code, n] of Object.entries(a.closes)) closes[code] = (closes[code] ?? 0) + n;
      return {
        ms: Math.max(...answers.map((a) => a.ms)),
        subscribed: answers.flatMap((a) => a.subscribed),
        closes,
        worstTimerLagMs: Math.max(...answers.map((a) => a.worstTimerLagMs)),
      };
    },
    /** Waits until the given users have each received one message: answers times and frames. */
    expect(userIds, capture = false) {
      const counts = parts.map(() => 0);
      for (const userId of userIds) counts[owners.get(userId)] += 1;
      return expectCounts(counts, capture);
    },
    /** Waits until every subscribed client has received one message. */
    expectEveryone: (capture = false) => expectCounts(subscribedCounts, capture),
    /** From now on, waits until every open client has resubscribed after losing its socket. */
    async storm() {
      const counts = parts.map(() => 0);
      for (const p of owners.values()) counts[p] += 1;
      await Promise.all(
        parts.map((part, p) => part.ask({ type: 'storm', count: counts[p] }, 'storming')),
      );
      const resubscribed = Promise.all(parts.map((part) => part.next('resubscribed'))).then(
        (answers) => ({
          times: answers.flatMap((a) => a.times),
          attempts: answers.reduce((n, a) => n + a.attempts, 0),
        }),
      );
      return { resubscribed };
    },
    close: () => Promise.all(parts.map((part) => part.ask({ type: 'close' }, 'closed'))),
    stop: () => Promise.all(parts.map((part) => part.stop())),
  };
}

const memory = async (child) => child.ask({ type: 'memory' }, 'memory');

/** One send of the bare server's prepared frames: from the first send to the last arrival. */
async function rawRound(raw, clients) {
  const { delivered } = await clients.expectEveryone();
  const { at } = await raw.ask({ type: 'broadcast' }, 'sent');
  const { times } = await delivered;
  return Math.max(...times) - at;
}
// The server's database is the one given, never the bench's own DATABASE_URL.
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const perConnection = (before, after, n) => ({
  rss: (after.rss - before.rss) / n,
  heap: (after.heapUsed + after.external - before.heapUsed - before.external) / n,
});

/** The portal's figures on one database (its env: DATA_DIR or DATABASE_URL). */
async function measureOn(script, env, { connections, stormClients }) {
  env = { ...env, AUTH_SECRET: randomBytes(32).toString('base64url') };
  const dir = await mkdtemp(path.join(tmpdir(), 'live-bench-tokens-'));
  const tokensFile = path.join(dir, 'tokens.json');
  execFileSync(process.execPath, [script], {
    env: { ...inherited, ...env, SEED: tokensFile, USERS: String(connections) },
    stdio: 'inherit',
  });
  const pairs = JSON.parse(await readFile(tokensFile, 'utf8'));
  await rm(dir, { recursive: true, force: true });

  const clients = await startClients();
  const port = await freePort();
  let portal = startServer(script, env, port);
  try {
    await portal.next('listening');
    // The portal with no connection, then with every client connected and subscribed.
    await sleep(2_000);
    const idle = await memory(portal);
    const opened = await clients.open({ type: 'open', mode: 'stomp', port, pairs });
    // A client the loaded server dropped while the others connected stays out (none reconnects
    // here): the figures are for those subscribed, and how many were dropped is recorded.
    const subscribed = new Set(opened.subscribed);
    const live = pairs.filter(([userId]) => subscribed.has(userId));
    if (live.length < connections * 0.9) {
      throw new Error(
        `only ${live.length} of ${connections} clients subscribed: ${JSON.stringify(opened.closes)}`,
      );
    }
    await sleep(5_000);
    const busy = await memory(portal);

    // Commit to delivery, one event at a time to one user among them all.
    const singles = [];
    for (let i = 0; i < SINGLES; i += 1) {
      const [userId] = live[(i * 7919) % live.length];
      const { delivered } = await clients.expect([userId]);
      const { at } = await portal.ask(
        { type: 'commit', events: [eventFor(userId, i)] },
        'committed',
      );
      const { times } = await delivered;
      singles.push(Math.max(0, times[0] - at));
      await sleep(20);
    }
    singles.sort((a, b) => a - b);

    // Fan-out: one event per user, all in one transaction, until the last is delivered.
    const fanouts = [];
    let frames;
    for (let round = 0; round < FANOUT_ROUNDS; round += 1) {
      const { delivered } = await clients.expect(
        live.map(([userId]) => userId),
        round === 0,
      );
      const events = live.map(([userId], i) => eventFor(userId, round * connections + i));
      const { at } = await portal.ask({ type: 'commit', events }, 'committed');
      const received = await delivered;
      frames ??= received.frames;
      fanouts.push(spreadSince(at, received.times));
      await sleep(2_000);
    }
    await clients.close();

    // The reference: a bare ws server, the same sockets, the same bytes.
    const rawPort = await freePort();
    const raw = drive(
      fork(RAW, [], {
        execArgv: ['--expose-gc'],
        env: { ...process.env, PORT: String(rawPort) },
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      }),
      'raw ws',
    );
    const rawClients = await startClients();
    let reference;
    let broadcast;
    try {
      await raw.next('listening');
      await sleep(2_000);
      const rawIdle = await memory(raw);
      await clients.open({ type: 'open', mode: 'raw', port: rawPort, pairs: live });
      await sleep(5_000);
      const rawBusy = await memory(raw);
      await raw.ask({ type: 'prepare', frames }, 'prepared');
      const rawFanouts = [];
      for (let round = 0; round < FANOUT_ROUNDS; round += 1) {
        rawFanouts.push(await rawRound(raw, clients));
        await sleep(2_000);
      }
      await clients.close();

      // One event to all of them: as many connections, all one student's (events go to a user's
      // connections), so that one commit reaches every one; the frame is the same for each. The
      // portal's rounds and the reference's alternate, both servers with their connections open,
      // so that both see the same machine and the same heart-beats (this machine is shared, and
      // its speed drifts over a minute).
      const [student] = live;
      const broadcastPairs = live.map(() => student);
      const broadcastOpened = await clients.open({
        type: 'open',
        mode: 'stomp',
        port,
        pairs: broadcastPairs,
      });
      await rawClients.open({ type: 'open', mode: 'raw', port: rawPort, pairs: broadcastPairs });
      await sleep(5_000);
      let eventNumber = FANOUT_ROUNDS * connections;
      const portalRound = async (capture = false) => {
        const { delivered } = await clients.expectEveryone(capture);
        const { at } = await portal.ask(
          { type: 'commit', events: [eventFor(student[0], eventNumber++)] },
          'committed',
        );
        const received = await delivered;
        // The channel's part: from the relay handing the event on to the last arrival.
        const { at: handedOn } = await portal.ask({ type: 'handedOn' }, 'handedOn');
        return {
          ...spreadSince(at, received.times),
          channelMs: Math.max(...received.times) - handedOn,
          frames: received.frames,
        };
      };
      // A first round, not counted, learns the bytes the reference sends.
      const { frames: captured } = await portalRound(true);
      const distinct = new Set(captured.map(([, text]) => text));
      if (distinct.size !== 1) throw new Error(`broadcast frames differ: ${distinct.size}`);
      const broadcastFrame = captured[0];
      await raw.ask({ type: 'prepare', frames: [broadcastFrame] }, 'prepared');
      await sleep(2_000);
      const portalRounds = [];
      const rawRounds = [];
      for (let round = 0; round < BROADCAST_ROUNDS; round += 1) {
        // Each goes first in every other pair, so neither always follows the other's traffic.
        const order = round % 2 === 0 ? ['portal', 'raw'] : ['raw', 'portal'];
        for (const side of order) {
          if (side === 'portal') portalRounds.push(await portalRound());
          else rawRounds.push(await rawRound(raw, rawClients));
          await sleep(2_000);
        }
      }
      await Promise.all([clients.close(), rawClients.close()]);
      broadcast = {
        connections: broadcastOpened.subscribed.length,
        ...medianRound(portalRounds),
        channelMs: median(portalRounds.map((round) => round.channelMs)),
      };
      reference = {
        memory: perConnection(rawIdle, rawBusy, live.length),
        fanoutMs: median(rawFanouts),
        frameBytes: frames.reduce((n, [, text]) => n + Buffer.byteLength(text), 0),
        broadcastMs: median(rawRounds),
        broadcastFrameBytes: Buffer.byteLength(broadcastFrame[1]),
      };
    } finally {
      await raw.stop();
      await rawClients.stop();
    }

    // The reconnect storm: stormClients connected, the server restarted on the same port and
    // database, each client back after the reconnect delay plus jitter, resuming where it was.
    const stormPairs = live.slice(0, stormClients);
    const before = await clients.open({
      type: 'open',
      mode: 'stomp',
      port,
      pairs: stormPairs,
      reconnectJitterMs: STORM_JITTER_MS,
    });
    // As above: the figures are for those subscribed when the server stops.
    const stormCount = before.subscribed.length;
    await sleep(3_000);
    const { resubscribed } = await clients.storm();
    const stoppedAt = performance.timeOrigin + performance.now();
    await portal.stop();
    portal = startServer(script, env, port);
    const { at: listening } = await portal.next('listening');
    const storm = await resubscribed;
    const since = storm.times.map((t) => t - listening).sort((a, b) => a - b);
    await clients.close();

    return {
      connections,
      openMs: opened.ms,
      subscribed: live.length,
      dropped: opened.closes,
      memory: perConnection(idle, busy, live.length),
      idleRss: idle.rss,
      singles: { count: SINGLES, p50: percentile(singles, 50), p99: percentile(singles, 99) },
      fanout: medianRound(fanouts),
      broadcast,
      reference,
      storm: {
        clients: stormCount,
        dropped: before.closes,
        restartMs: listening - stoppedAt,
        lastMs: since.at(-1),
        firstMs: since[0],
        p50: percentile(since, 50),
        attempts: storm.attempts,
      },
    };
  } finally {
    await portal.stop();
    await clients.stop();
  }
}

/** A membership event as the billing run writes one (a typical payload). */
function eventFor(userId, n) {
  return {
    tenantId: 'default',
    userId,
    subject: 'membershipEntity',
    payload: {
      event: 'MEMBERSHIP_ENABLED',
      membership: {
        membershipStatus: 'ENABLED',
        membershipExpiredDate: `2027-${String((n % 12) + 1).padStart(2, '0')}-25`,
        daysToRestartMembership: null,
      },
    },
  };
}

export async function measureLive({
  connections = Number(process.env.LIVE_BENCH_CONNECTIONS ?? 10_000),
  stormClients = connections / 2,
} = {}) {
  const script = await bundleBesideServer(here('./live-server-work.ts'), 'bench-live-server');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'live-bench-pglite-'));
  const runs = {};
  try {
    runs.PGlite = await measureOn(script, { DATA_DIR: dataDir }, { connections, stormClients });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL && process.env.LIVE_BENCH_POSTGRES !== '0') {
    runs.PostgreSQL = await withScratchDatabase(process.env.DATABASE_URL, (url) =>
      measureOn(script, { DATABASE_URL: url }, { connections, stormClients }),
    );
  }
  return { runs };
}
