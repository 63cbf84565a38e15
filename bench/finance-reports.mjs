// The finance reports at 100,000 students and three years of ledger (docs/finance-reports.md):
// the report for one tenant's month and for every tenant's, on PostgreSQL (DATABASE_URL) and on
// PGlite, against a plain sum of one month's captured plan charges (finance-reports-work.ts).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withScratchDatabase } from './scratch-database.mjs';

const WORK = fileURLToPath(new URL('./finance-reports-work.ts', import.meta.url));

function work(students, location, rounds) {
  const args = ['--import', 'tsx', WORK, String(students), location, String(rounds)];
  const output = execFileSync(process.execPath, args, {
    encoding: 'utf8',
    cwd: path.dirname(WORK),
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

export async function measureFinanceReports({ students = 100_000, rounds = 10 } = {}) {
  const runs = {};
  if (process.env.DATABASE_URL) {
    runs.PostgreSQL = await withScratchDatabase(process.env.DATABASE_URL, (url) =>
      work(students, url, rounds),
    );
  }
  if (process.env.BENCH_FINANCE_PGLITE !== 'off') {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-finance-'));
    try {
      runs.PGlite = work(students, dir, Math.min(rounds, 5));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return { students, rounds, runs };
}
