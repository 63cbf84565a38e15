// The process's memory (docs/performance.md): the built portal started on PGlite (a fresh data
// directory, then a restart on it) and on PostgreSQL (DATABASE_URL, a scratch database), left idle,
// then asked for its RSS, V8 heap and external memory after a garbage collection; beside a bare
// Fastify process measured the same way in the same run.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_ENTRY, serverArgs } from '../scripts/server-command.mjs';
import { root } from '../scripts/workspace.mjs';
import { benchServerEnv, freePort, waitForHealthy } from './portal-process.mjs';
import { withScratchDatabase } from './scratch-database.mjs';

const REPORT = path.join(root, 'bench/memory-report.mjs');
// Idle: start-up's jobs and first relay rounds are done, nothing else is asked of the process.
const IDLE_MS = 5_000;

async function idleMemory(script, env) {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(script, '--expose-gc', '--import', REPORT), {
    cwd: root,
    env: benchServerEnv(env, port),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, child, 180_000);
    await sleep(IDLE_MS);
    const answer = new Promise((resolve) => child.once('message', resolve));
    child.send('report');
    return await answer;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export async function measureProcessMemory() {
  const portal = SERVER_ENTRY;
  const runs = [
    { what: 'bare Fastify (reference)', ...(await idleMemory('bench/bare-fastify.mjs', {})) },
  ];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-memory-'));
  try {
    runs.push({
      what: 'portal, PGlite, first start',
      ...(await idleMemory(portal, { DATA_DIR: dataDir })),
    });
    runs.push({
      what: 'portal, PGlite, restart',
      ...(await idleMemory(portal, { DATA_DIR: dataDir })),
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    await withScratchDatabase(process.env.DATABASE_URL, async (url) => {
      runs.push({
        what: 'portal, PostgreSQL, first start',
        ...(await idleMemory(portal, { DATABASE_URL: url })),
      });
      runs.push({
        what: 'portal, PostgreSQL, restart',
        ...(await idleMemory(portal, { DATABASE_URL: url })),
      });
    });
  }
  return runs;
}
