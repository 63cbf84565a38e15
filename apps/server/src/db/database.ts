// The one place that chooses the database (CODE_STYLE.md: infrastructure chosen once, with a local
// default): PGlite under DATA_DIR, or a PostgreSQL server when DATABASE_URL is set. Both speak the
// same dialect, so every query and migration is shared.
import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
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
  | { url: string }
  | { dataDir: string; syncFile?: SyncFile }
  // In memory, started from a dump of another database (`dumpDataDir`) instead of an empty one.
  | { memory: true; from?: Blob };

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('url' in location) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is reported
    // here; the pool has already dropped it and the next query opens a new one. Without a
    // listener the error would end the process.
    pool.on('error', () => undefined);
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
