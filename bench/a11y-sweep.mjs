// The accessibility sweep (docs/accessibility/README.md): how long e2e/accessibility-sweep.e2e.ts takes against the
// rest of the browser suite (every other e2e file, in one run, as `npm test` runs them), timed in
// the same bench run, and how many page checks it makes per minute, so that it stays affordable in
// CI as pages are added.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../scripts/workspace.mjs';

const SWEEP = 'e2e/accessibility-sweep.e2e.ts';

/** One run of the vitest command `npm test` uses for the browser journeys, with these arguments. */
function timeBrowserTests(args, env = {}) {
  const started = performance.now();
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...args], {
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
    const rest = timeBrowserTests(['--exclude', SWEEP]);
    const sweep = timeBrowserTests([SWEEP], { SWEEP_COUNT_FILE: countFile });
    const { checked } = JSON.parse(await readFile(countFile, 'utf8'));
    return { rest, sweep, checked, sweepFile: SWEEP };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
