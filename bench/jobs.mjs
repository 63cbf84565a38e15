// Job throughput: 10,000 no-op jobs through the job runner, against the floor of the same number
// of plain INSERT + UPDATE ... SKIP LOCKED round trips, in the same process on the same database:
// a fresh PGlite store on disk, then a scratch database of the DATABASE_URL server when it is set.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withScratchDatabase } from './scratch-database.mjs';

const WORK = fileURLToPath(new URL('./jobs-work.ts', import.meta.url));

function measure(jobs, url) {
  const args = ['--import', 'tsx', WORK, String(jobs), ...(url ? [url] : [])];
  const output = execFileSync(process.execPath, args, { encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1));
}

export async function measureJobs({ jobs = 10_000 } = {}) {
  const runs = { PGlite: measure(jobs) };
  if (process.env.DATABASE_URL) {
    runs.PostgreSQL = await withScratchDatabase(process.env.DATABASE_URL, (url) =>
      measure(jobs, url),
    );
  }
  return { jobs, runs };
}
