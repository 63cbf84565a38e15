// The staff console's audit search at a million entries (docs/staff-console.md "Audit log"): each
// kind of filter, as the route runs it with its own audit entry, on PGlite and on PostgreSQL
// (DATABASE_URL), against reading one entry by primary key (audit-search-work.ts).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withScratchDatabase } from './scratch-database.mjs';

const WORK = fileURLToPath(new URL('./audit-search-work.ts', import.meta.url));

function work(entries, location, rounds) {
  const args = ['--import', 'tsx', WORK, String(entries), location, String(rounds)];
  const output = execFileSync(process.execPath, args, {
    encoding: 'utf8',
    cwd: path.dirname(WORK),
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

export async function measureAuditSearch({ entries = 1_000_000, rounds = 10 } = {}) {
  const runs = {};
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-audit-'));
  try {
    runs.PGlite = work(entries, dir, rounds);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    runs.PostgreSQL = await withScratchDatabase(process.env.DATABASE_URL, (url) =>
      work(entries, url, rounds),
    );
  }
  return { entries, rounds, runs };
}
