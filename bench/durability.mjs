// What durable commits cost the embedded database: single-row commits per second on a PGlite
// store on disk, as PGlite ships (fsync off, the reference) and as the portal opens it (fsync on,
// reaching the disk). Rounds alternate so both see the same machine; each is a fresh process.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WORK = fileURLToPath(new URL('./durability-work.ts', import.meta.url));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(mode, commits) {
  const output = execFileSync(process.execPath, ['--import', 'tsx', WORK, mode, String(commits)], {
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1)).perSecond;
}

export async function measureDurability({ rounds = 5, commits = 2000 } = {}) {
  const fast = [];
  const durable = [];
  for (let round = 0; round < rounds; round++) {
    fast.push(measure('fast', commits));
    durable.push(measure('durable', commits));
  }
  return { rounds, commits, fast: median(fast), durable: median(durable) };
}
