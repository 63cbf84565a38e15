import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './database';

// Beside this file in the source tree, and copied beside the bundle by build.mjs.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock a process holds while it migrates a PostgreSQL database ('schema'). */
const MIGRATION_LOCK = 0x736368656d61;

/**
 * Applies the committed SQL migrations; safe to call on every start, and from several processes
 * at once (docs/deploy.md "Migrations in a rolling world"). Drizzle's migrator takes no lock: two
 * processes starting together on a new database would both create its schema and both apply
 * every migration, and one would fail. On PostgreSQL they take turns under a session advisory
 * lock, on the connection the migrations run on; the next one finds nothing left to apply.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const [{ migrate }, { drizzle }] = await Promise.all([
      import('drizzle-orm/node-postgres/migrator'),
      import('drizzle-orm/node-postgres'),
    ]);
    const connection = await handle.client.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle(connection), { migrationsFolder });
    } finally {
      // Closing the connection ends its session, which frees the lock however migrating ended.
      connection.release(true);
    }
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}

/**
 * When the newest committed migration was made (its journal entry's `when`), which is what
 * Drizzle records as `created_at` once it has applied it: readiness compares the two.
 */
export function latestMigrationMillis(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}
