// A fresh, migrated and seeded database per test file: PGlite in memory, or, when TEST_DATABASE_URL
// names a PostgreSQL server (the second pass of `npm test`), a throwaway database created on it.
// Both are copies of the run's template (migrated-template.ts), not migrated or seeded again.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import {
  openDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseLocation,
} from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { queryRows } from '../db/query-rows';
import { databaseUrl, runAsAdministrator } from './migrated-template';

let pgliteTemplate: Promise<Blob> | undefined;

/** The run's migrated PGlite database, dumped (migrated-template.ts). */
function pgliteTemplateDump(): Promise<Blob> {
  const templateFile = inject('pgliteTemplateFile');
  if (!templateFile) throw new Error('the server projects set up a migrated PGlite template');
  pgliteTemplate ??= readFile(templateFile).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/** How a handle reaches a throwaway PostgreSQL database at `url` (through a proxy, say). */
export type ReachDatabase = (url: string) => Extract<DatabaseLocation, { url: string }>;

/**
 * `reach` (PostgreSQL only) says how the handle connects to the throwaway database: through a
 * proxy the test cuts (database-proxy.ts), with a shorter connection timeout.
 */
export async function createTestDatabase(
  options: { reach?: ReachDatabase } = {},
): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ memory: true, from: await pgliteTemplateDump() });
  const template = inject('postgresTemplate');
  if (!template) throw new Error('the server projects set up a migrated PostgreSQL template');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await runAsAdministrator(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase(options.reach ? options.reach(url) : { url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await runAsAdministrator(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A fresh database that outlives its handle, for tests of a restart: each `open()` is a new
 * connection to the same data (PGlite files in a temporary folder, or a throwaway PostgreSQL
 * database), as a server started again would make. The PostgreSQL database starts empty; the
 * PGlite folder too, and its first `open()` fills it with the run's migrated template (migrating
 * PGlite's durable files from nothing takes seconds).
 */
export async function createRestartableTestDatabase(): Promise<{
  /** Where the data is: the PGlite folder, or the PostgreSQL database's URL. */
  location: { dataDir: string } | { url: string };
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const openMigrated = async (location: Parameters<typeof openDatabase>[0]) => {
    const handle = await openDatabase(location);
    await migrateDatabase(handle);
    return handle;
  };
  if (!serverUrl) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-restart-'));
    return {
      location: { dataDir },
      async open() {
        if ((await readdir(dataDir)).length === 0) {
          const copy = new PGlite(dataDir, { loadDataDir: await pgliteTemplateDump() });
          await copy.waitReady;
          await copy.close();
        }
        return openMigrated({ dataDir });
      },
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await runAsAdministrator(serverUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(serverUrl, name);
  return {
    location: { url },
    open: () => openMigrated({ url }),
    remove: () => runAsAdministrator(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export { queryRows };

/**
 * Ends, as a PostgreSQL administrator would, the server's connections to the database `db` is on,
 * those whose current query matches `queryLike` (any when unset); answers how many it ended.
 */
export async function terminateConnections(db: Database, queryLike = '%'): Promise<number> {
  const [current] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>(
      `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid() and query ilike $2) ended`,
      [current?.name, queryLike],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await admin.end();
  }
}
