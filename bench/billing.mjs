// Billing throughput: a billing run over N due subscriptions against the floor of N plain-SQL
// per-row transactions, in the same process on the same database: a fresh PGlite store on disk,
// then a scratch database of the DATABASE_URL server when it is set.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withScratchDatabase } from './scratch-database.mjs';

const WORK = fileURLToPath(new URL('./billing-work.ts', import.meta.url));

function measure(subscriptions, url) {
  const args = ['--import', 'tsx', WORK, String(subscriptions), ...(url ? [url] : [])];
  const output = execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  return JSON.parse(output.trim().split('\n').at(-1));
}

export async function measureBilling({ subscriptions = 100_000 } = {}) {
  const runs = { PGlite: measure(subscriptions) };
  if (process.env.DATABASE_URL) {
    runs.PostgreSQL = await withScratchDatabase(process.env.DATABASE_URL, (url) =>
      measure(subscriptions, url),
    );
  }
  return { subscriptions, runs };
}
