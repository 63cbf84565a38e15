// How long CI takes: `.ci/run` (the README's `npm test`, with the machine's PostgreSQL and Redis)
// on a clean clone of a commit, install included, as CI runs it. The bench's `ci` section
// (run.mjs) times HEAD, and the commit named by CI_BEFORE_REF as well when it is set, one after the
// other; each run takes tens of minutes. `node bench/ci-time.mjs [ref]` prints one run's figures.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The stage lines `npm test` prints at its end ("  12:34  Browser journeys"), in seconds. */
function stagesOf(output) {
  const stages = {};
  const block = output.split('\nstages (m:ss):\n')[1] ?? '';
  for (const line of block.split('\n')) {
    const match = /^\s+(\d+):(\d\d)\s+(.+)$/.exec(line);
    if (!match) break;
    stages[match[3]] = Number(match[1]) * 60 + Number(match[2]);
  }
  return stages;
}

/** Seconds of `.ci/run` on a clean clone of `ref`, its stages, and whether it passed. */
export async function timeCi(ref = 'HEAD') {
  const commit = spawnSync('git', ['rev-parse', ref], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
  const clone = mkdtempSync(path.join(tmpdir(), 'portal-ci-'));
  try {
    spawnSync('git', ['clone', '--quiet', '--no-checkout', root, clone], { stdio: 'inherit' });
    spawnSync('git', ['checkout', '--quiet', commit], { cwd: clone, stdio: 'inherit' });
    const started = performance.now();
    let output = '';
    const passed = await new Promise((resolve) => {
      const child = spawn('.ci/run', [], { cwd: clone, stdio: ['ignore', 'pipe', 'pipe'] });
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk) => {
          output += chunk;
        });
      }
      child.on('exit', (code) => resolve(code === 0));
    });
    const seconds = (performance.now() - started) / 1000;
    const totals = /tests: (\d+) passed, (\d+) failed/.exec(output);
    return {
      commit: commit.slice(0, 7),
      seconds,
      passed,
      tests: totals ? Number(totals[1]) + Number(totals[2]) : undefined,
      stages: stagesOf(output),
    };
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await timeCi(process.argv[2]), null, 2));
}
