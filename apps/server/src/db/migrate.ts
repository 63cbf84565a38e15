import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './database';

// Beside this file in the source tree, and copied beside the bundle by build.mjs.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed SQL migrations; safe to call on every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder });
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
