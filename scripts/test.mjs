// `npm test`: install what is missing, then every gate: types, lint, unit, server (PGlite, and the
// PostgreSQL server of DATABASE_URL when set), web, and browser journeys in Chromium. Ends with how
// long each stage took, the ten slowest test files, and the totals.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureBuilt, ensureInstalled, root } from './workspace.mjs';
import { ensureChromium } from './chromium.mjs';

// Test files run two at a time: most of a server test is spent waiting on the database, and a
// browser journey on its browser and its portal in turn, so two keep both cores of a small
// machine busy.
const WORKERS = 2;

const stages = [];
async function stage(label, work) {
  console.log(`\n== ${label}`);
  const started = performance.now();
  try {
    return await work();
  } finally {
    stages.push({ label, seconds: (performance.now() - started) / 1000 });
  }
}

/** Runs a command to its end; answers whether it succeeded. */
function succeeds(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * Runs a command as `succeeds` does, its output shown as it comes and also kept: answers whether
 * it succeeded and what it printed (colours removed).
 */
function runKeepingOutput(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env });
    const chunks = [];
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), chunks.push(chunk)));
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), chunks.push(chunk)));
    child.on('close', (code) =>
      resolve({
        passed: code === 0,
        output: stripVTControlCharacters(Buffer.concat(chunks).toString('utf8')),
      }),
    );
  });
}

/**
 * vitest's "Unhandled Errors" block, whose stack is what tells why a run with every test passed
 * failed: repeated at the end, since a long CI log may be shown only by its tail.
 */
function unhandledErrors(output) {
  const start = output.search(/^.*Unhandled Error/m);
  if (start < 0) return undefined;
  const lines = output.slice(start).split('\n');
  const end = lines.findIndex((line, i) => i > 0 && /^\s*Test Files /.test(line));
  return lines.slice(0, end < 0 ? 80 : Math.min(end, 80)).join('\n');
}

await stage('Install and build', () => {
  ensureInstalled();
  const chromium = ensureChromium();
  ensureBuilt();
  return chromium;
}).then((chromium) => (process.env.CHROMIUM_PATH = chromium));

const reports = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0 };
const files = [];
// Why each failed run failed, repeated at the end: a run can fail with every test passed (a file
// that would not load, a hook that threw, an unhandled error after a test), and the summary line
// is what a CI log shows first.
const failures = [];

// Types, lint and layout read the same files but share nothing else: all at once.
await stage('Types and lint', async () => {
  const [types, lint, layout] = await Promise.all([
    succeeds('npx', ['tsc', '-b']),
    succeeds('npx', ['eslint', '.', '--max-warnings=0']),
    succeeds('npx', ['prettier', '--check', '.', '--log-level=warn']),
  ]);
  if (!types) failures.push('Types: tsc -b reported errors (above)');
  if (!lint) failures.push('Lint: eslint reported problems (above)');
  if (!layout) failures.push('Layout: files not as `npm run format` lays them out (above)');
});

async function vitest(label, projects, env = {}) {
  await stage(label, async () => {
    const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
    const args = ['vitest', 'run', `--maxWorkers=${WORKERS}`];
    args.push(...projects.flatMap((p) => ['--project', p]));
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
    const { passed, output } = await runKeepingOutput('npx', args, {
      ...process.env,
      TZ: 'UTC',
      ...env,
    });
    const result = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
    if (result) {
      totals.passed += result.numPassedTests;
      totals.failed += result.numFailedTests;
      for (const file of result.testResults) {
        files.push({ label, name: file.name, seconds: (file.endTime - file.startTime) / 1000 });
      }
    }
    if (!passed) failures.push(`${label}: ${whyFailed(result, output)}`);
  });
}

function whyFailed(result, output) {
  if (!result) return 'vitest ended without a report';
  const failed = result.testResults.filter((file) => file.status === 'failed');
  if (failed.length === 0) {
    const errors = unhandledErrors(output);
    return errors
      ? `every test passed, but vitest reported an error outside them:\n${errors}`
      : 'every test passed, but vitest reported an error outside them (see above)';
  }
  return failed
    .map((file) => `${path.relative(root, file.name)}${file.message ? ` (${file.message})` : ''}`)
    .join('; ');
}

await vitest('Unit, server (PGlite) and web', [
  'domain',
  'scripts',
  'server',
  'web',
  'web-isolated',
]);
// The Redis tests run in the PostgreSQL pass when there is one (a run of vitest less: its start
// and its migrated template are a good part of a small pass), on PGlite otherwise.
const redis = process.env.REDIS_URL
  ? { projects: ['server-redis'], env: { TEST_REDIS_URL: process.env.REDIS_URL } }
  : { projects: [], env: {} };
if (process.env.DATABASE_URL) {
  await vitest(
    redis.projects.length > 0 ? 'Server on PostgreSQL, with Redis' : 'Server on PostgreSQL',
    ['server', 'server-postgres', ...redis.projects],
    { TEST_DATABASE_URL: process.env.DATABASE_URL, ...redis.env },
  );
} else if (process.env.REDIS_URL) {
  await vitest('Server with Redis', redis.projects, redis.env);
}
await vitest('Browser journeys', ['e2e']);

const minutes = (seconds) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
console.log('\nstages (m:ss):');
for (const { label, seconds } of stages) console.log(`  ${minutes(seconds).padStart(6)}  ${label}`);
console.log(`  ${minutes(stages.reduce((sum, s) => sum + s.seconds, 0)).padStart(6)}  in all`);
console.log('slowest test files (s):');
for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  console.log(
    `  ${file.seconds.toFixed(0).padStart(6)}  ${path.relative(root, file.name)} (${file.label})`,
  );
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
for (const failure of failures) console.log(`failed run: ${failure}`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
