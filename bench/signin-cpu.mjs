// `node bench/signin-cpu.mjs`: the CPU time a password sign-in costs besides its argon2id hash,
// on PGlite and (with DATABASE_URL) on PostgreSQL. Throughput on a machine shared with other work
// says little; CPU time read from /proc depends much less on who else runs. Over a run of sign-ins
// by the registered students in turn, it reads the portal process's user and system time and, on
// PostgreSQL, that of the scratch database's backends, and sets beside them one verify's CPU time
// measured alone in the same run (docs/performance.md "Sign-in"). SIGN_INS sets how many;
// PORTAL_SCRIPT measures another build of the server (to set a change beside what it changed).
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import pg from 'pg';
import { startProcess } from './portal-process.mjs';
import { withScratchDatabase } from './scratch-database.mjs';
import { registerStudents, STUDENTS, signInBodies } from './token-throughput.mjs';

const SIGN_INS = Number(process.env.SIGN_INS ?? 640);
const IN_FLIGHT = 2;
/** Linux's clock ticks a second (USER_HZ), in which /proc counts CPU time. */
const TICKS_PER_SECOND = 100;

/** User plus system CPU time of a process (or `pid/task/tid`: a thread) so far, in ms (0 once gone). */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * One argon2id verify's CPU time, measured alone in this process, two at a time as the portal runs
 * them (the hash runs on libuv's threads; about a millisecond of each is on the calling thread).
 */
async function verifyCpuMs() {
  const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  const stored = await hash('Student#2026', options);
  const runs = 100;
  const before = process.cpuUsage();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let i = 0; i < runs / IN_FLIGHT; i++) await verify(stored, 'Student#2026');
    }),
  );
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / runs;
}

async function signIns(port, bodies, count) {
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < count) {
        const body = bodies[next++ % bodies.length];
        const response = await fetch(`http://127.0.0.1:${port}/auth-api/oauth/token`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-requested-with': 'XMLHttpRequest',
          },
          body,
        });
        if (response.status !== 200)
          throw new Error(`signing in: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      }
    }),
  );
}

/** The process ids of the backends serving `database` (the portal's pool). */
async function backendPids(url, database) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  await client.end();
  return rows.map((row) => row.pid);
}

async function measure(env, databaseUrl) {
  const portal = await startProcess(process.env.PORTAL_SCRIPT ?? 'apps/server/dist/main.js', {
    LOGIN_ATTEMPTS_PER_MINUTE: '100000000',
    ...env,
  });
  try {
    await registerStudents(portal.port);
    const bodies = signInBodies();
    // Every student signed in once first, so each address is recognised and every pool connection open.
    await signIns(portal.port, bodies, STUDENTS * 2);
    const database = databaseUrl && new URL(databaseUrl).pathname.slice(1);
    const backends = database ? await backendPids(databaseUrl, database) : [];
    const portalBefore = cpuMs(portal.pid);
    const mainBefore = cpuMs(`${portal.pid}/task/${portal.pid}`);
    const backendsBefore = backends.map(cpuMs);
    await signIns(portal.port, bodies, SIGN_INS);
    const portalMs = (cpuMs(portal.pid) - portalBefore) / SIGN_INS;
    const mainMs = (cpuMs(`${portal.pid}/task/${portal.pid}`) - mainBefore) / SIGN_INS;
    const backendMs =
      backends.reduce((sum, pid, i) => sum + cpuMs(pid) - backendsBefore[i], 0) / SIGN_INS;
    return { portalMs, mainMs, backendMs };
  } finally {
    await portal.stop();
  }
}

const report = (name, run, hashMs) => {
  const besides = run.portalMs - hashMs + run.backendMs;
  console.log(
    `${name}: portal ${run.portalMs.toFixed(2)} ms a sign-in (main thread ${run.mainMs.toFixed(2)}), ` +
      `PostgreSQL's backends ${run.backendMs.toFixed(2)}; besides the hash ${besides.toFixed(2)} ms, ` +
      `${(besides / hashMs).toFixed(2)} of the hash (the hash's share of all: ${(hashMs / (hashMs + besides)).toFixed(2)})`,
  );
};

const hashBefore = await verifyCpuMs();
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-signin-cpu-'));
const onPGlite = await measure({ DATA_DIR: dataDir });
await rm(dataDir, { recursive: true, force: true });
const onPostgres = process.env.DATABASE_URL
  ? await withScratchDatabase(process.env.DATABASE_URL, (url) =>
      measure({ DATABASE_URL: url }, url),
    )
  : undefined;
const hashMs = (hashBefore + (await verifyCpuMs())) / 2;
console.log(
  `${SIGN_INS} sign-ins, ${IN_FLIGHT} at a time; one verify alone: ${hashMs.toFixed(2)} ms CPU`,
);
report('PGlite', onPGlite, hashMs);
if (onPostgres) report('PostgreSQL', onPostgres, hashMs);
