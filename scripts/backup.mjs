// Backs up the portal's database to one file, or restores one into an empty database
// (docs/backups.md):
//   npm run backup -- <file>     npm run restore -- <file>
// The database is the server's: PostgreSQL when DATABASE_URL is set (pg_dump's custom format,
// read by pg_restore), else the embedded PGlite under DATA_DIR (./data), which must be stopped
// (its files are one process's: PGlite's own dump, a gzipped tar of them).
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [command, file] = process.argv.slice(2);
if (!['backup', 'restore'].includes(command) || !file) {
  console.error('usage: node scripts/backup.mjs backup|restore <file>');
  process.exit(2);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Writes a file's or a folder's every file through to the disk: a backup is for a bad day. */
function syncToDisk(target) {
  const files = statSync(target).isDirectory()
    ? readdirSync(target, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [target];
  for (const name of files) {
    const fd = openSync(name, 'r');
    fsyncSync(fd);
    closeSync(fd);
  }
}

/** pg_dump or pg_restore on DATABASE_URL, its password passed in the environment, not in `ps`. */
function runPostgresTool(tool, args) {
  const url = new URL(process.env.DATABASE_URL);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const run = spawnSync(tool, [...args, `--dbname=${url}`], {
    stdio: 'inherit',
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  });
  if (run.error?.code === 'ENOENT') {
    fail(
      `${tool} is not installed: it comes with PostgreSQL's client (Debian: postgresql-client).`,
    );
  }
  if (run.status !== 0) fail(`${tool} failed (exit ${run.status}): nothing was ${command}d.`);
}

if (process.env.DATABASE_URL) {
  if (command === 'backup') {
    // Custom format: compressed, and pg_restore can pick from it. Every schema comes along: the
    // portal's tables, Drizzle's record of applied migrations, the job queue (pgboss).
    runPostgresTool('pg_dump', ['--format=custom', `--file=${file}`]);
    syncToDisk(file);
  } else {
    // Into an empty database, as one transaction: a failure leaves it empty. Objects are owned
    // by the role restoring them, whichever owned them where the backup was made.
    runPostgresTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      file,
    ]);
    // pg_restore brings the rows, not the planner's statistics of them.
    runPostgresTool('vacuumdb', ['--analyze-only', '--quiet']);
  }
} else {
  const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url));
  const { PGlite } = await import('@electric-sql/pglite');
  if (command === 'backup') {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) fail(`No database in ${dataDir}.`);
    // PGlite keeps this file while the database is open, and a second process opening the same
    // files would damage them.
    if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
      fail(
        `${dataDir} is in use: stop the portal first (if it was killed, start it once and stop it).`,
      );
    }
    const database = new PGlite(dataDir);
    await database.waitReady;
    const dump = await database.dumpDataDir('gzip');
    await database.close();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    syncToDisk(file);
  } else {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      fail(`${dataDir} is not empty: restore into a new DATA_DIR, never over a database.`);
    }
    const database = new PGlite(dataDir, { loadDataDir: new Blob([await readFile(file)]) });
    await database.waitReady;
    await database.close();
    syncToDisk(dataDir);
  }
}
console.log(`${command === 'backup' ? 'backed up to' : 'restored from'} ${file}`);
