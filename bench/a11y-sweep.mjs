// The accessibility sweep (issue 16): how long e2e/accessibility-sweep.e2e.ts takes, beside a
// reference browser journey timed in the same run (e2e/public-site.e2e.ts: two tenants' public
// pages with axe only), and how many page checks it makes per minute, so that it stays affordable
// in CI as pages are added. Each run is the vitest command `npm test` uses for journeys, alone.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../scripts/workspace.mjs';

const SWEEP = 'e2e/accessibility-sweep.e2e.ts';
const REFERENCE = 'e2e/public-site.e2e.ts';

function timeJourney(file, env = {}) {
  const started = performance.now();
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', file], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      TZ: 'UTC',
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      ...env,
    },
  });
  return { seconds: (performance.now() - started) / 1000, passed: result.status === 0 };
}

export async function measureA11ySweep() {
  const dir = await mkdtemp(path.join(tmpdir(), 'a11y-bench-'));
  try {
    const countFile = path.join(dir, 'count.json');
    const reference = timeJourney(REFERENCE);
    const sweep = timeJourney(SWEEP, { SWEEP_COUNT_FILE: countFile });
    const { checked } = JSON.parse(await readFile(countFile, 'utf8'));
    return { reference, sweep, checked, sweepFile: SWEEP, referenceFile: REFERENCE };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
