// The student dashboard's data (docs/dashboard.md): the calls the dashboard makes on load, for the demo
// student among 1,000 and among 100,000 students, on PGlite and on PostgreSQL (DATABASE_URL),
// against a bare Fastify route measured the same way in the same run; the queries each call makes
// at both sizes; and the initial JavaScript of the dashboard and of every other page a signed-in
// student opens, beside an empty Vite React app.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { root } from '../scripts/workspace.mjs';
import { DASHBOARD_CALLS } from './dashboard-calls.mjs';
import { startProcess } from './portal-process.mjs';
import { withScratchDatabase } from './scratch-database.mjs';

const WORK = fileURLToPath(new URL('./dashboard-work.ts', import.meta.url));
const SECONDS = 10;
const RUNS = 3;
const CONNECTIONS = 16;
const SIZES = [1_000, 100_000];
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

// The pages behind a student's sign-in (docs/product/screens-and-routes.md): the account's pages and
// those of enrolment and payment. A page the route guard sends elsewhere is measured where it lands.
const SIGNED_IN_PAGES = [
  '/account/dashboard',
  '/account/account-settings',
  '/account/billing-preferences',
  '/account/transcripts',
  '/account/support',
  '/account/manage-courses',
  '/account/challenge-exam/payment',
  '/enrollment/payment',
  '/onboarding/profile',
  '/onboarding/courses',
];

const summary = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.non2xx + result.errors,
});

function load(port, requests, duration = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration, requests },
      (error, result) => (error ? reject(error) : resolve(summary(result))),
    );
  });
}

async function signIn(port) {
  const response = await fetch(`http://127.0.0.1:${port}/auth-api/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-requested-with': 'XMLHttpRequest',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'student@demo.test',
      password: 'Student#2026',
      scope: 'STUDENT_PORTAL__ACCESS',
    }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status}`);
  return (await response.json()).access_token;
}

/** Seeds `location` with `students`, counts each call's queries, then loads the portal on it. */
async function measureSize(students, location, env) {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', WORK, String(students), location],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    },
  );
  const { queries, again } = JSON.parse(output.trim().split('\n').at(-1));
  const portal = await startProcess('apps/server/dist/main.js', env);
  try {
    const token = await signIn(portal.port);
    const headers = { authorization: `Bearer ${token}` };
    const requests = DASHBOARD_CALLS.map((path) => ({ method: 'GET', path, headers }));
    // A short warm-up, then the median of three runs: one 10 s run moves by a tenth either way.
    await load(portal.port, requests, 3);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await load(portal.port, requests));
    runs.sort((a, b) => a.rps - b.rps);
    return { students, queries, again, ...runs[Math.floor(RUNS / 2)] };
  } finally {
    await portal.stop();
  }
}

async function onPGlite(students) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-dashboard-'));
  try {
    return await measureSize(students, dataDir, { DATA_DIR: dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const onPostgres = (students) =>
  withScratchDatabase(process.env.DATABASE_URL, (url) =>
    measureSize(students, url, { DATABASE_URL: url }),
  );

/** Every script a fresh page downloads until the network is idle, gzip-compressed. */
async function initialJavaScript(page, url) {
  const scripts = [];
  const collect = (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body());
  };
  page.on('response', collect);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', collect);
  const bodies = await Promise.all(scripts);
  return {
    landed: new URL(page.url()).pathname,
    count: bodies.length,
    gzipBytes: bodies.reduce((sum, b) => sum + gzipSync(b).length, 0),
  };
}

/** Each signed-in page opened by a signed-in student in a fresh tab, beside the empty app. */
export async function measurePageWeight() {
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'bench/empty-app/vite.config.mjs', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  const empty = await startProcess('bench/static-server.mjs', {
    STATIC_ROOT: path.join(root, 'bench/out/empty-app'),
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  const portal = await startProcess('apps/server/dist/main.js', { DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const signIn = await context.newPage();
    await signIn.goto(`http://127.0.0.1:${portal.port}/login`);
    await signIn.getByLabel('Email').fill('student@demo.test');
    await signIn.getByLabel('Password', { exact: true }).fill('Student#2026');
    await signIn.getByRole('button', { name: 'Log in' }).click();
    await signIn.waitForURL(/\/account\/dashboard$/);
    await signIn.close();
    const pages = [];
    for (const page of SIGNED_IN_PAGES) {
      const tab = await context.newPage();
      pages.push({
        page,
        ...(await initialJavaScript(tab, `http://127.0.0.1:${portal.port}${page}`)),
      });
      await tab.close();
    }
    return {
      empty: await initialJavaScript(await browser.newPage(), `http://127.0.0.1:${empty.port}/`),
      pages,
    };
  } finally {
    await browser.close();
    await portal.stop();
    await empty.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function measureDashboard() {
  const bare = await startProcess('bench/bare-fastify.mjs', {});
  const reference = await load(bare.port, [{ method: 'GET', path: '/healthz' }]);
  await bare.stop();
  const runs = { PGlite: [] };
  for (const size of SIZES) runs.PGlite.push(await onPGlite(size));
  if (process.env.DATABASE_URL) {
    runs.PostgreSQL = [];
    for (const size of SIZES) runs.PostgreSQL.push(await onPostgres(size));
  }
  return { reference, runs, calls: DASHBOARD_CALLS };
}
