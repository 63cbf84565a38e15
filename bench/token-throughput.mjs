import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { startProcess } from './portal-process.mjs';
import { withScratchDatabase } from './scratch-database.mjs';

const SECONDS = 10;
const CONNECTIONS = 16;
// A term's first morning is many students signing in, each once or twice: the run signs in this
// many registered students in turn, so no account has two attempts in flight (sixteen at once
// from one address on one account is a guessing attack, which the throttle is there to slow).
export const STUDENTS = 64;
const PASSWORD = 'Bench#Pass1';

function load(url, body) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: CONNECTIONS,
        duration: SECONDS,
        // The token endpoint, like every write, needs it (docs/decisions/0009-hostile-input.md).
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-requested-with': 'XMLHttpRequest',
        },
        ...(typeof body === 'function'
          ? { requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }] }
          : { body }),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const summary = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.non2xx + result.errors,
});

/** Registers the students the run signs in, a few at a time (each registration hashes once). */
export async function registerStudents(port) {
  for (let i = 0; i < STUDENTS; i += 4) {
    await Promise.all(
      [0, 1, 2, 3].map(async (j) => {
        const response = await fetch(`http://127.0.0.1:${port}/user-api/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({
            firstName: 'Bench',
            lastName: 'Student',
            email: `bench-token-${i + j}@example.test`,
            password: PASSWORD,
          }),
        });
        if (response.status !== 201 && response.status !== 200)
          throw new Error(`registering a student: ${response.status} ${await response.text()}`);
      }),
    );
  }
}

/** The password grant's form for each registered student. */
export const signInBodies = () =>
  Array.from({ length: STUDENTS }, (_, i) =>
    new URLSearchParams({
      grant_type: 'password',
      username: `bench-token-${i}@example.test`,
      password: PASSWORD,
      scope: 'STUDENT_PORTAL__ACCESS',
    }).toString(),
  );

export async function argon2Floor() {
  const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  const stored = await hash('Student#2026', options);
  const parallel = cpus().length;
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() - started < 3000) {
        await verify(stored, 'Student#2026');
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

export async function measureTokenThroughput() {
  const bare = await startProcess('bench/bare-fastify.mjs', {});
  const reference = summary(await load(`http://127.0.0.1:${bare.port}/token`, 'a=b'));
  await bare.stop();

  const bodies = signInBodies();
  let next = 0;
  const nextBody = () => bodies[next++ % bodies.length];
  const tokenRun = async (env) => {
    const portal = await startProcess('apps/server/dist/main.js', {
      LOGIN_ATTEMPTS_PER_MINUTE: '100000000',
      ...env,
    });
    await registerStudents(portal.port);
    const result = summary(
      await load(`http://127.0.0.1:${portal.port}/auth-api/oauth/token`, nextBody),
    );
    await portal.stop();
    return result;
  };

  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  const onPGlite = await tokenRun({ DATA_DIR: dataDir });
  await rm(dataDir, { recursive: true, force: true });
  const onPostgres = process.env.DATABASE_URL
    ? await withScratchDatabase(process.env.DATABASE_URL, (url) => tokenRun({ DATABASE_URL: url }))
    : undefined;

  return {
    seconds: SECONDS,
    connections: CONNECTIONS,
    students: STUDENTS,
    reference,
    portal: onPGlite,
    postgres: onPostgres,
    argon2PerSecond: await argon2Floor(),
  };
}
