// What `npm start` and `npm test` share: install what is missing, build what is stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** `npm ci` on a fresh clone, `npm install` when the lock file changed since the last install. */
export function ensureInstalled() {
  const marker = at('node_modules', '.package-lock.json');
  if (!existsSync(marker)) {
    console.log('Installing dependencies (npm ci)...');
    try {
      run('npm', ['ci', '--no-audit', '--no-fund']);
    } catch {
      // A registry mirror can lack a platform package the lock names (docs/decisions/0001).
      console.warn('npm ci refused the lock file; installing with npm install instead.');
      run('npm', ['install', '--no-audit', '--no-fund']);
    }
  } else if (statSync(at('package-lock.json')).mtimeMs > statSync(marker).mtimeMs) {
    console.log('package-lock.json changed: installing dependencies...');
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

/** Builds the web app and the server when a source is newer than the last build. */
export function ensureBuilt() {
  const sources = [
    'packages/domain/src',
    'apps/web',
    'apps/server/src',
    'apps/server/build.mjs',
    'apps/server/bundle-options.mjs',
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(at(s))));
  const outputs = [
    at('apps/web/dist/index.html'),
    at('apps/web/dist-server/entry-server.js'),
    at('apps/server/dist/main.js'),
  ];
  const oldestOutput = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
  if (oldestOutput > newestSource) return;
  console.log('Building the web app and the server...');
  run('npm', ['run', 'build']);
}
