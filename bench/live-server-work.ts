// The portal's server for the live section, as src/main.ts builds it (the app with its outbox
// relay and live channel, listening on PORT, the tenants of TENANTS_DIR), bundled as the server is
// (bench/bundle-beside-server.mjs) and started by bench/live.mjs with --expose-gc and an IPC channel. The IPC lets the bench do, inside this process, what nothing over HTTP offers:
//   { type: 'memory' }            -> { type: 'memory', rss, heapUsed, external } after two GCs
//   { type: 'commit', events }    -> commits the given live events in ONE transaction, then
//                                    { type: 'committed', at } (wall-clock ms as the commit returns)
//   { type: 'handedOn' }          -> { type: 'handedOn', at } (wall-clock ms when the relay last
//                                    handed an event to the live channel: where its fan-out starts)
// With SEED=<file>, it first seeds USERS users with one sign-in session each and writes their
// access tokens (minted by the server's own token code with AUTH_SECRET) to that file, and exits.
import { writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { systemClock } from '../apps/server/src/clock';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { createOutboxRelay } from '../apps/server/src/live/outbox-relay';
import { outboxQueries } from '../apps/server/src/live/outbox-queries';
import type { NewLiveEvent } from '../apps/server/src/live/live-message';
import { createAccessTokens } from '../apps/server/src/modules/auth/access-token';
import { loadTenants } from '../apps/server/src/tenancy/load-tenants';

const env = process.env;
const now = () => performance.timeOrigin + performance.now();
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR! },
);

/** USERS students of the default tenant, each signed in once; answers [userId, token] pairs. */
async function seed({ db }: DatabaseHandle, users: number) {
  await db.execute(sql`
    insert into users (tenant_id, email, password_hash, first_name, last_name)
    select 'default', 'live' || i || '@example.test', 'x', 'Live', 'Student'
    from generate_series(1, ${users}) as i`);
  await db.execute(sql`
    insert into auth_sessions (tenant_id, user_id, scope)
    select 'default', id, 'STUDENT_PORTAL__ACCESS' from users where email like 'live%@example.test'`);
  await db.execute(sql`analyze`);
  const rows = (await db.execute(sql`
    select s.id as "sessionId", s.user_id as "userId" from auth_sessions s
    join users u on u.id = s.user_id where u.email like 'live%@example.test'`)) as unknown as
    { rows: { sessionId: string; userId: string }[] } | { sessionId: string; userId: string }[];
  const sessions = Array.isArray(rows) ? rows : rows.rows;
  // Long enough for the whole section; the server checks them with the same secret.
  const tokens = createAccessTokens({
    secret: env.AUTH_SECRET!,
    ttlSeconds: 3 * 3600,
    clock: systemClock,
  });
  return Promise.all(
    sessions.map(async ({ sessionId, userId }) => [
      userId,
      await tokens.sign({
        tenantId: 'default',
        userId,
        sessionId,
        scope: 'STUDENT_PORTAL__ACCESS',
      }),
    ]),
  );
}

await migrateDatabase(database);
if (env.SEED) {
  const pairs = await seed(database, Number(env.USERS));
  await writeFile(env.SEED, JSON.stringify(pairs));
  await database.close();
  process.exit(0);
}

const tenants = await loadTenants({ dir: env.TENANTS_DIR! });
const relay = createOutboxRelay({ database, clock: systemClock });
// Subscribed before the app's live channel, so it hears each event just before the channel does.
let handedOnAt = 0;
relay.subscribe(() => {
  handedOnAt = now();
});
const app = await buildApp({
  db: database.db,
  clock: systemClock,
  tenants,
  buildVersion: 'bench',
  logLevel: env.LIVE_BENCH_LOG ? 'info' : 'warn',
  authSecret: env.AUTH_SECRET,
  relay,
});

process.on('message', async (message: { type: string; events?: Omit<NewLiveEvent, 'now'>[] }) => {
  if (message.type === 'memory') {
    for (let i = 0; i < 2; i += 1) globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    globalThis.gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    process.send!({ type: 'memory', rss, heapUsed, external });
  }
  if (message.type === 'commit') {
    const at = systemClock.now();
    await database.db.transaction((tx) =>
      outboxQueries.writeMany(
        tx,
        message.events!.map((event) => ({ ...event, now: at }) as NewLiveEvent),
      ),
    );
    process.send!({ type: 'committed', at: now() });
  }
  if (message.type === 'handedOn') process.send!({ type: 'handedOn', at: handedOnAt });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: Number(env.PORT), host: '127.0.0.1' });
process.send!({ type: 'listening', at: now() });
