// Runs the built portal (`apps/server/dist/main.js`, what `npm start` runs) on a free port with a
// fresh embedded database and the demo data, for one journey file: a copy of the data folder that
// the run's first start migrated and seeded (global-setup.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface PortalServer {
  port: number;
  /** The portal's address as seen by the tenant's visitors: `http://<tenant>.localhost:<port>`. */
  url(tenant?: string, path?: string): string;
  /** The default tenant by IP, for Node's fetch (which does not resolve `*.localhost`). */
  direct(path: string): string;
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
 * A portal with `env` added to its environment, on a copy of the run's seeded data folder, or on
 * `at.dataDir` as it stands (kept when the portal stops).
 */
export async function startPortal(
  env: Record<string, string> = {},
  at?: { dataDir: string },
): Promise<PortalServer> {
  const dataDir = at?.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'portal-e2e-')));
  if (!at) await cp(inject('portalTemplateDir'), dataDir, { recursive: true });
  const port = await freePort();
  // Journeys always run on the embedded database, as `npm start` does by default.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
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
  });
  await waitForHealthy(port, child);
  return {
    port,
    url: (tenant = 'default', pathname = '/') => `http://${tenant}.localhost:${port}${pathname}`,
    direct: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    signal: (signal) => {
      child.kill(signal);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!at) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
