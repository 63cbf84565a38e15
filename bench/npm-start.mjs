// How long `npm start` takes from the command to /healthz answering: the first start after the
// builds are removed (a clean build of the web app and the server, then the server's own start)
// and a second one with nothing changed (no build), each on a fresh data folder. The bench's
// `npmstart` section (run.mjs); `node bench/npm-start.mjs` prints the two figures alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, serverArgs } from '../scripts/server-command.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3199);

async function healthy(deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/**
 * Seconds from the command (`npm start`, or `node apps/server/dist/main.js` with `bare`) to the
 * first 200 from /healthz; the portal is stopped afterwards.
 */
async function timedStart(bare = false) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-start-'));
  const started = performance.now();
  const [command, args] = bare ? [process.execPath, serverArgs()] : ['npm', ['start']];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...SERVER_ENV,
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true, // its own process group: npm, start.mjs and the server stop together
  });
  const ok = await healthy(Date.now() + 600_000);
  const seconds = (performance.now() - started) / 1000;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
  if (!ok) throw new Error('npm start did not answer /healthz within 10 minutes');
  return seconds;
}

/** Removes every build `npm start` made or uses (scripts/workspace.mjs), so the next one is clean. */
function removeBuilds() {
  for (const app of ['web', 'server']) {
    const dir = path.join(root, 'apps', app);
    for (const entry of readdirSync(dir)) {
      if (entry === 'dist' || entry.startsWith('dist-')) {
        rmSync(path.join(dir, entry), { recursive: true, force: true });
      }
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The first start (clean build) once; then, taking turns, `rounds` second starts (nothing
 * changed) and as many of the built server alone, the floor a start without a build can reach.
 */
export async function measureNpmStart(rounds = 3) {
  removeBuilds();
  const first = await timedStart();
  const second = [];
  const server = [];
  for (let round = 0; round < rounds; round++) {
    second.push(await timedStart());
    server.push(await timedStart(true));
  }
  return { first, second: median(second), server: median(server), rounds };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { first, second } = await measureNpmStart();
  console.log(
    `first (clean build): ${first.toFixed(1)} s, second (nothing changed): ${second.toFixed(1)} s`,
  );
}
