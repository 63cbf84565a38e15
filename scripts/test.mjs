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
let failedRuns = 0;

function vitest(label, projects, env = {}) {
  console.log(`\n== ${label}`);
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  try {
    run('npx', args, { env: { ...process.env, TZ: 'UTC', ...env } });
  } catch {
    failedRuns++;
  }
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
  }
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
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
