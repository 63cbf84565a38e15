// `npm run cluster`: three portal processes on one PostgreSQL database and one Redis, behind HAProxy
// on one port, as several machines would run them (docs/deploy.md). Ctrl-C stops everything;
// `kill -HUP <this process>` restarts the portal processes one at a time, as a deployment would.
import { ensureBuilt, ensureInstalled } from './workspace.mjs';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  haproxyVersion,
  startCluster,
} from './portal-cluster.mjs';

const version = haproxyVersion();
if (!version) {
  console.error(
    'npm run cluster needs HAProxy, which is not installed.\n' +
      'On Debian or Ubuntu:  sudo apt-get install -y haproxy\n' +
      'On macOS (Homebrew):  brew install haproxy\n' +
      'Then run npm run cluster again.',
  );
  process.exit(1);
}

ensureInstalled();
ensureBuilt();

const port = Number(process.env.CLUSTER_PORT ?? 8080);
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
console.log(
  `Starting 3 portal processes on ${new URL(databaseUrl).pathname.slice(1)} and ${version}...`,
);

const cluster = await startCluster({
  databaseUrl,
  redisUrl,
  port,
  statsPort: Number(process.env.CLUSTER_STATS_PORT ?? 8404),
  basePort: Number(process.env.CLUSTER_BASE_PORT ?? 3001),
  output: (name, line) => console.log(`${name.padEnd(8)} ${line}`),
}).catch((error) => {
  console.error(`The cluster did not start: ${error.message}`);
  process.exit(1);
});

console.log(`
The portal is at ${cluster.url} (another tenant: http://harborline.localhost:${port}).
Processes: ${cluster.processes.map((p) => `${p.name} on :${p.port}`).join(', ')}; HAProxy's status: ${cluster.statsUrl}
Logs and haproxy.cfg: ${cluster.folder}
Rolling restart: kill -HUP ${process.pid}. Stop: Ctrl-C.
`);

let busy = false;
process.on('SIGHUP', async () => {
  if (busy) return;
  busy = true;
  console.log('Rolling restart: one process at a time...');
  try {
    await cluster.rollingRestart((step) =>
      console.log(
        `${step.name} restarted: drained in ${(step.drainMs / 1000).toFixed(1)} s (exit ${step.exitCode}), ready in ${(step.startMs / 1000).toFixed(1)} s, back in rotation ${(step.rotationMs / 1000).toFixed(1)} s later`,
      ),
    );
    console.log('Rolling restart done.');
  } catch (error) {
    console.error(`Rolling restart stopped: ${error.message}`);
  } finally {
    busy = false;
  }
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the portal processes and HAProxy...');
    await cluster.stop();
    process.exit(0);
  });
}
