// The staff console's student search at 100,000 students (docs/staff-console.md "Finding a
// student"): each kind of search text, as the route runs it with its audit entry, on PGlite and
// on PostgreSQL (DATABASE_URL), against reading one student by primary key (student-search-work.ts).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withScratchDatabase } from './scratch-database.mjs';

const WORK = fileURLToPath(new URL('./student-search-work.ts', import.meta.url));

function work(students, location, rounds) {
  const args = ['--import', 'tsx', WORK, String(students), location, String(rounds)];
  const output = execFileSync(process.execPath, args, {
    encoding: 'utf8',
    cwd: path.dirname(WORK),
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

export async function measureStudentSearch({ students = 100_000, rounds = 20 } = {}) {
  const runs = {};
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-students-'));
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
