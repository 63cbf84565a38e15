// `npm test`: install what is missing, then every gate: types, lint, unit, server (PGlite, and the
// PostgreSQL server of DATABASE_URL when set), web, and browser journeys in Chromium.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, run } from './workspace.mjs';
import { ensureChromium } from './chromium.mjs';

ensureInstalled();
const chromium = ensureChromium();
ensureBuilt();

console.log('\n== Types and lint');
run('npx', ['tsc', '-b']);
run('npx', ['eslint', '.', '--max-warnings=0']);

const reports = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0 };
// Why each failed run failed, repeated at the end: a run can fail with every test passed (a file
// that would not load, a hook that threw, an unhandled error after a test), and the summary line
// is what a CI log shows first.
const failures = [];

function vitest(label, projects, env = {}) {
  console.log(`\n== ${label}`);
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  let exitedWithError = false;
  try {
    run('npx', args, { env: { ...process.env, TZ: 'UTC', ...env } });
  } catch {
    exitedWithError = true;
  }
  const result = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
  if (result) {
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
  }
  if (exitedWithError) failures.push(`${label}: ${whyFailed(result)}`);
}

function whyFailed(result) {
  if (!result) return 'vitest ended without a report';
  const files = result.testResults.filter((file) => file.status === 'failed');
  if (files.length === 0) {
    return 'every test passed, but vitest reported an error outside them (see "Unhandled Errors" above)';
  }
  return files
    .map(
      (file) =>
        `${path.relative(process.cwd(), file.name)}${file.message ? ` (${file.message})` : ''}`,
    )
    .join('; ');
}

vitest('Unit, server (PGlite) and web', ['domain', 'server', 'web']);
if (process.env.DATABASE_URL) {
  vitest('Server on PostgreSQL', ['server', 'server-postgres'], {
    TEST_DATABASE_URL: process.env.DATABASE_URL,
  });
}
if (process.env.REDIS_URL) {
  vitest('Server with Redis', ['server-redis'], { TEST_REDIS_URL: process.env.REDIS_URL });
}
vitest('Browser journeys', ['e2e'], { CHROMIUM_PATH: chromium });

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
for (const failure of failures) console.log(`failed run: ${failure}`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
