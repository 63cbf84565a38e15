// Outbox relay: 1,000 events from commit to subscriber, against the same commits with no relay,
// on a fresh PGlite store on disk, then a scratch database of the DATABASE_URL server when set.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withScratchDatabase } from './scratch-database.mjs';

const WORK = fileURLToPath(new URL('./relay-work.ts', import.meta.url));

function measure(events, url) {
  const args = ['--import', 'tsx', WORK, String(events), ...(url ? [url] : [])];
  const output = execFileSync(process.execPath, args, { encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1));
}

export async function measureRelay({ events = 1_000 } = {}) {
  const runs = { PGlite: measure(events) };
  if (process.env.DATABASE_URL) {
    runs.PostgreSQL = await withScratchDatabase(process.env.DATABASE_URL, (url) =>
      measure(events, url),
    );
  }
  return { events, runs };
}
