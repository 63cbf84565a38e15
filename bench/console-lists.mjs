// The staff console's support inbox and a registrar queue at 100,000 students, each sorted by
// its default and one other column (docs/staff-console.md "Sorting the lists"), as the routes run
// them, on PGlite and on PostgreSQL (DATABASE_URL), beside the plain SQL of the same page
// (console-lists-work.ts).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withScratchDatabase } from './scratch-database.mjs';

const WORK = fileURLToPath(new URL('./console-lists-work.ts', import.meta.url));

function work(students, location, rounds) {
  const args = ['--import', 'tsx', WORK, String(students), location, String(rounds)];
  const output = execFileSync(process.execPath, args, {
    encoding: 'utf8',
    cwd: path.dirname(WORK),
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

export async function measureConsoleLists({ students = 100_000, rounds = 20 } = {}) {
  const runs = {};
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-lists-'));
  try {
    runs.PGlite = work(students, dir, rounds);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    runs.PostgreSQL = await withScratchDatabase(process.env.DATABASE_URL, (url) =>
      work(students, url, rounds),
    );
  }
  return { students, rounds, runs };
}
