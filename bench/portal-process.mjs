// Starts the built server as a child process on a free port and waits for /healthz.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_ENV, serverArgs } from '../scripts/server-command.mjs';
import { root } from '../scripts/workspace.mjs';

export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealthy(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`${url} not healthy within ${timeoutMs} ms`);
}

/**
 * The environment a bench's server runs with: the server command's, this process's but for
 * DATABASE_URL (the embedded database unless `env` names one: the figures compare runs of the
 * default set-up), quiet logs, then `env`, on `port` of the loopback address.
 */
export function benchServerEnv(env, port) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return {
    ...SERVER_ENV,
    ...inherited,
    LOG_LEVEL: 'warn',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
}

/**
 * Runs `script` (relative to `tree`, this checkout unless given) with env, started as a server
 * process is (scripts/server-command.mjs); resolves when /healthz answers 200.
 */
export async function startProcess(script, env, tree = root) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, serverArgs(script), {
    cwd: tree,
    env: benchServerEnv(env, port),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealthy(`http://127.0.0.1:${port}/healthz`, child);
  const elapsed = performance.now() - started;
  return {
    port,
    pid: child.pid,
    elapsed,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
