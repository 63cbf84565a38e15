// The one place that chooses the database (CODE_STYLE.md: infrastructure chosen once, with a local
// default): PGlite under DATA_DIR, or a PostgreSQL server when DATABASE_URL is set. Both speak the
// same dialect, so every query and migration is shared.
import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { SyncFile } from './durable-pglite';
import { retryTransactions } from './retry-transactions';
import { traceDatabase } from './traced-database';
import type { Database } from './database-types';
import * as schema from './schema';

export type { Database, Executor, Transaction } from './database-types';

/** The database, and its driver's client for libraries that bring their own SQL (the job queue). */
export type DatabaseHandle = { db: Database; close(): Promise<void> } & (
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: Pool }
);

export type DatabaseLocation =
  // `connectTimeoutMs`: how long a query may wait for a connection (CONNECT_TIMEOUT_MS unless given).
  | { url: string; connectTimeoutMs?: number }
  | { dataDir: string; syncFile?: SyncFile }
  // In memory, started from a dump of another database (`dumpDataDir`) instead of an empty one.
  | { memory: true; from?: Blob };

/**
 * How long a query waits for a connection, a free one of the pool or a new one, before it fails
 * (and its request is answered 503): the bound on a request while the server cannot be reached.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A connection the server ends (a restart, a failover, an administrator) reports an error on its
 * client, and an error nobody listens to ends the process. Idle, the pool listens and drops it.
 * Lent out (a transaction between two queries, or waiting on a lock), only this listener does: it
 * gives the client back at once with the error, so the pool drops it and the next query opens a
 * new connection; the query in flight fails by itself. Its holder may never give it back:
 * drizzle's transaction sends BEGIN before the try/finally that releases the client (drizzle-orm
 * 0.45), so a connection that died just as it was lent would stay out of the pool for good, and
 * after ten such every query would wait for a connection that never comes. The holder's own
 * release, when it comes, then has nothing left to do.
 */
function givesBackBrokenConnections(pool: Pool): void {
  const lent = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_error, client) => lent.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      const poolClient = client as PoolClient;
      if (!lent.has(poolClient)) return;
      const giveBack = poolClient.release;
      poolClient.release = () => undefined;
      giveBack(error);
    }),
  );
  pool.on('error', () => undefined);
}

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('url' in location) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: location.url,
      max: 10,
      connectionTimeoutMillis: location.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      // Finds out an idle connection whose server vanished without a word (a dead host).
      keepAlive: true,
    });
    givesBackBrokenConnections(pool);
    return traceDatabase({
      db: retryTransactions(drizzle(pool, { schema }) as unknown as Database),
      kind: 'postgres',
      client: pool,
      close: () => pool.end(),
    });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { openDurablePGlite } = await import('./durable-pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client;
  if ('dataDir' in location) {
    await mkdir(location.dataDir, { recursive: true });
    client = await openDurablePGlite(location.dataDir, location.syncFile);
  } else {
    client = new PGlite(location.from ? { loadDataDir: location.from } : {});
    await client.waitReady;
  }
  return traceDatabase({
    db: drizzle(client, { schema }) as unknown as Database,
    kind: 'pglite',
    client,
    close: () => client.close(),
  });
}
