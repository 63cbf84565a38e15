// Several portal processes on one PostgreSQL database and one Redis, behind HAProxy: what
// `npm run cluster` starts and bench/rolling-restart.mjs restarts (docs/deploy.md).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { backendStates, DRAIN_DELAY_SECONDS, haproxyConfig } from './haproxy-config.mjs';
import { SERVER_ENV, serverArgs } from './server-command.mjs';
import { root } from './workspace.mjs';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/portal_cluster';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The haproxy binary's version line, or undefined when it is not installed. */
export function haproxyVersion(binary = 'haproxy') {
  const result = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  return result.stdout.split('\n')[0];
}

/** Creates the database of `url` on its server unless it exists (the role needs CREATEDB). */
export async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) {
    throw new Error(`DATABASE_URL should name a database of letters, digits and _: "${name}"`);
  }
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.href });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      await admin.query(`create database "${name}"`);
      return true;
    }
    return false;
  } finally {
    await admin.end();
  }
}

/** Resolves once `url` answers 200; rejects when `child` exits first or time runs out. */
async function waitFor200(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * Starts `instances` portal processes (ports `basePort`, `basePort + 1`, ..., or `ports`) on one database and
 * one Redis, then HAProxy on `port` in front of them. The first process migrates and seeds the
 * demo data alone; the others start once it is ready, with nothing left to migrate and no seed.
 *
 * `output(name, line)` receives every log line of the processes and HAProxy (none when absent:
 * they are written to files in the cluster's folder either way).
 */
export async function startCluster({
  databaseUrl = DEFAULT_DATABASE_URL,
  redisUrl = DEFAULT_REDIS_URL,
  port = 8080,
  statsPort = 8404,
  basePort = 3001,
  instances = 3,
  ports = Array.from({ length: instances }, (_, i) => basePort + i),
  env = {},
  output,
  haproxy = 'haproxy',
  keepFolder = false,
} = {}) {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-cluster-'));
  const createdDatabase = await ensureDatabase(databaseUrl);
  const processes = ports.map((processPort, i) => ({
    name: `portal-${i + 1}`,
    port: processPort,
    child: undefined,
  }));
  const children = new Set();
  // Should this process end without stop() (an error), nothing it started is left running.
  const killLeftovers = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  process.on('exit', killLeftovers);

  const log = (name, child) => {
    const file = createWriteStream(path.join(folder, `${name}.log`), { flags: 'a' });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        file.write(chunk);
        if (!output) return;
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop();
        for (const line of lines) output(name, line);
      });
    }
    child.once('exit', () => file.end());
  };

  const spawnPortal = (portal, { seed }) => {
    const child = spawn(process.execPath, serverArgs(), {
      cwd: root,
      env: {
        PUBLIC_URL: `http://localhost:${port}`,
        DRAIN_DELAY_SECONDS: String(DRAIN_DELAY_SECONDS),
        TRUST_PROXY: '1',
        ...SERVER_ENV,
        ...process.env,
        ...env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        PORT: String(portal.port),
        HOST: '127.0.0.1',
        // The demo data (unless SEED_DEMO_DATA=false says none) by the first process only.
        SEED_DEMO_DATA: seed
          ? (env.SEED_DEMO_DATA ?? process.env.SEED_DEMO_DATA ?? 'true')
          : 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A group of its own: Ctrl-C in the terminal reaches the cluster alone, which then stops
      // each process once (a second SIGINT would cut a process's drain short).
      detached: true,
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    log(portal.name, child);
    portal.child = child;
    return child;
  };

  const startPortal = async (portal, options) => {
    const child = spawnPortal(portal, options);
    await waitFor200(`http://127.0.0.1:${portal.port}/readyz`, child, 120_000);
  };

  const stopChild = (child, signal = 'SIGTERM') =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) {
        resolve(child?.exitCode ?? null);
        return;
      }
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });

  let haproxyChild;
  const stop = async () => {
    await Promise.all(processes.map((portal) => stopChild(portal.child, 'SIGINT')));
    // The processes have closed every connection by now; a soft stop would wait on idle tunnels.
    await stopChild(haproxyChild, 'SIGTERM');
    process.removeListener('exit', killLeftovers);
    if (!keepFolder) await rm(folder, { recursive: true, force: true });
  };

  try {
    // Migrations and the demo data once, by the first process alone.
    await startPortal(processes[0], { seed: true });
    await Promise.all(processes.slice(1).map((portal) => startPortal(portal, { seed: false })));

    const configFile = path.join(folder, 'haproxy.cfg');
    await writeFile(
      configFile,
      haproxyConfig({
        port,
        statsPort,
        backends: processes.map(({ name, port }) => ({ name, port })),
      }),
    );
    haproxyChild = spawn(haproxy, ['-db', '-f', configFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    haproxyChild.once('exit', () => children.delete(haproxyChild));
    children.add(haproxyChild);
    log('haproxy', haproxyChild);
    await waitFor200(`http://127.0.0.1:${port}/readyz`, haproxyChild, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }

  /** Each process's state as HAProxy sees it. */
  const states = async () =>
    backendStates(await (await fetch(`http://127.0.0.1:${statsPort}/;csv`)).text());

  /** Resolves once HAProxy sends `name` traffic again. */
  const waitUntilInRotation = async (name, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((await states())[name] === 'UP') return;
      await sleep(100);
    }
    throw new Error(`HAProxy did not put ${name} back within ${timeoutMs} ms`);
  };

  /**
   * One process stopped as an orchestrator stops it (SIGTERM: it drains; a benchmark may send
   * SIGKILL instead, a crash), started again once it has exited, and back in HAProxy's rotation. Answers how long each part took and the exit code.
   */
  const restart = async (portal, { signal = 'SIGTERM' } = {}) => {
    const t0 = performance.now();
    const exitCode = await stopChild(portal.child, signal);
    const t1 = performance.now();
    await startPortal(portal, { seed: false });
    const t2 = performance.now();
    await waitUntilInRotation(portal.name);
    const t3 = performance.now();
    return {
      name: portal.name,
      exitCode,
      drainMs: t1 - t0,
      startMs: t2 - t1,
      rotationMs: t3 - t2,
    };
  };

  /** Every process restarted in turn, the next only once the last is back in rotation. */
  const rollingRestart = async (onEach, options) => {
    const steps = [];
    for (const portal of processes) {
      const step = await restart(portal, options);
      steps.push(step);
      onEach?.(step);
    }
    return steps;
  };

  return {
    url: `http://localhost:${port}`,
    statsUrl: `http://127.0.0.1:${statsPort}/`,
    folder,
    databaseUrl,
    createdDatabase,
    processes,
    states,
    restart,
    rollingRestart,
    stop,
  };
}
