// One measurement for the relay section: 1,000 live-update events, each committed in its own
// transaction by `WRITERS` writers at once, timed from each commit to the moment a subscriber of
// the outbox relay receives it; and, as the reference, the same commits with no relay running. On
// a fresh PGlite store on disk or, given a URL, a PostgreSQL database. Prints JSON.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemClock } from '../apps/server/src/clock';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { outboxQueries } from '../apps/server/src/live/outbox-queries';
import { createOutboxRelay } from '../apps/server/src/live/outbox-relay';

const [eventsArg, url] = process.argv.slice(2);
const EVENTS = Number(eventsArg);
const WRITERS = 10;
const log = { error: (details: object, message: string) => console.error(message, details) };
const userId = randomUUID();

/** Commits EVENTS events, WRITERS at a time; calls `committed(mark)` as each commit returns. */
async function writeAll(database: DatabaseHandle, committed: (mark: number) => void) {
  let next = 0;
  const writer = async () => {
    while (next < EVENTS) {
      const mark = next++;
      await database.db.transaction((tx) =>
        outboxQueries.write(tx, {
          tenantId: 'default',
          userId,
          subject: 'courseworkEntity',
          payload: { productIds: [mark] },
          now: systemClock.now(),
        }),
      );
      committed(mark);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function commitsAlone(database: DatabaseHandle) {
  const started = performance.now();
  await writeAll(database, () => undefined);
  return EVENTS / ((performance.now() - started) / 1000);
}

async function throughRelay(database: DatabaseHandle) {
  // The reference's events are dispatched first, so the relay starts with nothing waiting.
  let claimed: number | null;
  do {
    claimed = await outboxQueries.claim(database.db, { now: systemClock.now(), limit: 1_000 });
  } while (claimed !== 0);
  const relay = createOutboxRelay({ database, clock: systemClock });
  const committedAt = new Map<number, number>();
  const receivedAt = new Map<number, number>();
  let finished!: () => void;
  const allReceived = new Promise<void>((resolve) => (finished = resolve));
  relay.subscribe((message) => {
    if (message.subject !== 'courseworkEntity') return;
    receivedAt.set(message.payload.productIds[0]!, performance.now());
    if (receivedAt.size === EVENTS) finished();
  });
  await relay.start(log);
  const started = performance.now();
  await writeAll(database, (mark) => committedAt.set(mark, performance.now()));
  await allReceived;
  const perSecond = EVENTS / ((performance.now() - started) / 1000);
  await relay.stop();
  // An event can reach the subscriber before its writer's await returns: that counts as 0.
  const latencies = [...receivedAt].map(([mark, at]) => Math.max(0, at - committedAt.get(mark)!));
  latencies.sort((a, b) => a - b);
  return { perSecond, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

const dataDir = url ? undefined : await mkdtemp(path.join(tmpdir(), 'portal-bench-relay-'));
const database = await openDatabase(url ? { url } : { dataDir: dataDir! });
try {
  await migrateDatabase(database);
  const reference = await commitsAlone(database);
  const relay = await throughRelay(database);
  console.log(JSON.stringify({ events: EVENTS, writers: WRITERS, reference, ...relay }));
} finally {
  await database.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
