// Runs the built portal (`apps/server/dist/main.js`, what `npm start` runs) on a free port with its
// own embedded database: a copy of a data folder that was migrated and seeded with the demo data.
// Only the run's portal pool (portal-pool.ts) starts portals; journey files take theirs from it.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, serverArgs } from '../../scripts/server-command.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A running portal, as the pool holds it. */
export interface StartedPortal {
  port: number;
  /** Sends the portal's process a signal (SIGUSR2: the daily billing pass, when configured). */
  signal(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealthy(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the portal did not become healthy within 120 s');
}

/**
 * A portal with `env` added to its environment, on `data.dir` as it stands (kept when the portal
 * stops), or on a copy of `data.template` (removed when it stops). `cancel` stops it while it
 * starts (the pool's ready portal when the run ends first).
 */
export async function startPortal(
  env: Record<string, string>,
  data: { dir: string } | { template: string },
  cancel?: AbortSignal,
): Promise<StartedPortal> {
  const copied = 'template' in data;
  const dataDir = copied ? await mkdtemp(path.join(tmpdir(), 'portal-e2e-')) : data.dir;
  if (copied) await cp(data.template, dataDir, { recursive: true });
  const removeCopy = () => (copied ? rm(dataDir, { recursive: true, force: true }) : undefined);
  const port = await freePort();
  // Journeys always run on the embedded database without Redis, as `npm start` does by default
  // (CI's REDIS_URL is for the server tests that run on Redis). The worker's NODE_ENV=test still
  // wins over the server's production mode: docs/testing.md "Where a journey file's time goes".
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: {
      ...SERVER_ENV,
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Links in mail lead back here, as under `npm start`.
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    signal: cancel,
  });
  // A cancelled start ends as the exit that waitForHealthy reports.
  child.on('error', () => undefined);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await removeCopy();
  };
  try {
    await waitForHealthy(port, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    signal: (signal) => {
      child.kill(signal);
    },
    stop,
  };
}
