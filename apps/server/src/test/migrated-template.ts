// Vitest global set-up of the server projects: migrates one database per run and seeds its
// reference data (institutions, programs, the shipped catalog...), which every test file then
// copies (createTestDatabase) instead of creating, migrating and seeding its own: the seed's
// catalog import alone took a quarter to half a second per file. On PGlite the
// copy is a dump of the data folder loaded into a new in-memory instance, which skips initdb (most
// of the cost of a fresh instance); on a PostgreSQL server it is `CREATE DATABASE ... TEMPLATE`.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { seedReferenceData } from '../db/seed/seed-demo-data';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data folder, dumped as a tarball (when no PostgreSQL server is used). */
    pgliteTemplateFile?: string;
    /** The migrated database on the TEST_DATABASE_URL server, to copy with TEMPLATE. */
    postgresTemplate?: string;
  }
}

export async function runAsAdministrator(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What every test file's database starts with: the schema, and the reference data a start seeds */
async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle);
  await seedReferenceData(handle.db);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `portal_template_${randomBytes(6).toString('hex')}`;
    await runAsAdministrator(serverUrl, `CREATE DATABASE ${name}`);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, name) });
    await migrateAndSeed(handle);
    // A template must have no connection open while it is copied.
    await handle.close();
    project.provide('postgresTemplate', name);
    return () => runAsAdministrator(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const handle = await openDatabase({ memory: true });
  await migrateAndSeed(handle);
  const dump = await (handle.client as PGlite).dumpDataDir('none');
  await handle.close();
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-template-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rm(folder, { recursive: true, force: true });
}
