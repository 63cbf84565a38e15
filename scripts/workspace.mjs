// What `npm start` and `npm test` share: install what is missing, build what is stale.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
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

// ---------------------------------------------------------------------------------------------
// Builds. Each part (the web app, the server) is built into a folder named after a hash of its
// sources, `apps/<part>/dist-<hash>/`, and then made current by renaming a link over the old one,
// which is atomic: a server starting at that moment finds the whole old build or the whole new
// one, never half of either. Nothing is built when the folder of the sources' hash is already
// current (a second `npm start` with nothing changed), and only the part whose sources changed is
// built. The stable paths stay where the server and the browser journeys look for them:
//
//   apps/server/dist        -> dist-<hash>                    (main.js, migrations/)
//   apps/web/dist-current   -> dist-<hash>                    (dist/, dist-server/)
//   apps/web/dist           -> dist-current/dist
//   apps/web/dist-server    -> dist-current/dist-server
//
// The server resolves these links once at start-up (apps/server/src/main.ts), so a running server
// keeps serving the build it started with while a newer one is switched in; the last few builds
// are kept for that. Two starts from one checkout take turns through a lock file: the second waits
// for the first's build and then finds it current.

/** Names that are build output or installed packages, never sources. */
function isOutput(name) {
  return (
    name === 'node_modules' ||
    name === 'dist' ||
    name.startsWith('dist-') || // dist-server, dist-current, dist-<hash>, dist-<hash>.tmp-<pid>
    name === '.tsbuildinfo' ||
    name.endsWith('.tsbuildinfo') ||
    name === '.vite' ||
    name === 'coverage'
  );
}

// Tests are not bundled: editing one rebuilds nothing.
const isTest = (name) => /\.test\.(ts|tsx|mts|js|mjs)$/.test(name);

const viteBin = at('node_modules', 'vite', 'bin', 'vite.js');

/** The two parts, what each is built from and how; `recipe` counts in the hash too. */
const PARTS = [
  {
    name: 'web',
    dir: at('apps/web'),
    sources: [
      'apps/web',
      'packages/domain/src',
      'tenants/default/config.json', // bundled as the default tenant's bootstrap
      'tsconfig.base.json',
      'package-lock.json',
    ],
    // apps/web's own `npm run build`, into the new folder.
    recipe: (out) => [
      [process.execPath, [viteBin, 'build', '--outDir', path.join(out, 'dist'), '--emptyOutDir']],
      [
        process.execPath,
        [
          viteBin,
          'build',
          '--ssr',
          'src/entry-server.tsx',
          '--outDir',
          path.join(out, 'dist-server'),
          '--emptyOutDir',
        ],
      ],
    ],
    /** The folder (inside the build) the pointer names, and the links that lead through it. */
    pointer: 'dist-current',
    links: [
      ['dist', path.join('dist-current', 'dist')],
      ['dist-server', path.join('dist-current', 'dist-server')],
    ],
    complete: (build) =>
      existsSync(path.join(build, 'dist', 'index.html')) &&
      existsSync(path.join(build, 'dist-server', 'entry-server.js')),
  },
  {
    name: 'server',
    dir: at('apps/server'),
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/bundle-options.mjs',
      'apps/server/package.json',
      'packages/domain/src',
      'tsconfig.base.json',
      'package-lock.json',
    ],
    recipe: (out) => [[process.execPath, [at('apps/server/build.mjs'), '--outdir', out]]],
    pointer: 'dist',
    links: [],
    complete: (build) => existsSync(path.join(build, 'main.js')),
  },
];

/** A hash of the part's sources: every file's path and content, build output left out. */
function sourceHash(part) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(part.recipe('OUT').map(([, args]) => args.slice(1))));
  const visit = (relative) => {
    const absolute = at(relative);
    if (!existsSync(absolute)) return;
    const stat = statSync(absolute);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(absolute).sort()) {
        if (!isOutput(entry)) visit(path.join(relative, entry));
      }
    } else if (stat.isFile() && !isTest(relative)) {
      hash.update(`${relative.split(path.sep).join('/')}\0`);
      hash.update(readFileSync(absolute));
      hash.update('\0');
    }
  };
  for (const source of part.sources) visit(source);
  return hash.digest('hex').slice(0, 16);
}

function readLink(file) {
  try {
    return readlinkSync(file);
  } catch {
    return undefined;
  }
}

/** True when `apps/<part>/<pointer>` names the build of `hash` and the stable links lead through it. */
function isCurrent(part, hash) {
  const folder = `dist-${hash}`;
  if (readLink(path.join(part.dir, part.pointer)) !== folder) return false;
  if (!part.links.every(([link, target]) => readLink(path.join(part.dir, link)) === target)) {
    return false;
  }
  return part.complete(path.join(part.dir, folder));
}

/**
 * Points `link` at `target` by renaming a new link over it: atomic on POSIX. A real folder in its
 * place (a build made by `npm run build`) is moved aside first and removed afterwards.
 */
function switchLink(link, target) {
  if (readLink(link) === target) return;
  const temporary = `${link}.tmp-${process.pid}`;
  rmSync(temporary, { force: true, recursive: true });
  if (process.platform === 'win32') {
    symlinkSync(path.resolve(path.dirname(link), target), temporary, 'junction');
  } else {
    symlinkSync(target, temporary);
  }
  let aside;
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    aside = `${link}.old-${process.pid}`;
    renameSync(link, aside);
  }
  renameSync(temporary, link);
  if (aside) rmSync(aside, { recursive: true, force: true });
}

const KEEP_BUILDS = 3;

/** Removes what a killed build left, and all but the newest few builds (never the current one). */
function prune(part, currentFolder) {
  const builds = [];
  for (const entry of readdirSync(part.dir)) {
    if (!entry.startsWith('dist-') || entry === part.pointer || entry === 'dist-server') continue;
    const full = path.join(part.dir, entry);
    if (entry.includes('.tmp-') || entry.includes('.old-')) {
      rmSync(full, { recursive: true, force: true }); // we hold the lock: nobody is writing it
    } else if (/^dist-[0-9a-f]{16}$/.test(entry) && entry !== currentFolder) {
      builds.push({ full, mtime: lstatSync(full).mtimeMs });
    }
  }
  builds.sort((a, b) => b.mtime - a.mtime);
  for (const { full } of builds.slice(KEEP_BUILDS - 1)) {
    rmSync(full, { recursive: true, force: true });
  }
}

function build(part, hash) {
  const folder = `dist-${hash}`;
  const final = path.join(part.dir, folder);
  if (!part.complete(final)) {
    console.log(`Building the ${part.name} (${folder})...`);
    rmSync(final, { recursive: true, force: true });
    const temporary = `${final}.tmp-${process.pid}`;
    rmSync(temporary, { recursive: true, force: true });
    for (const [command, args] of part.recipe(temporary)) run(command, args, { cwd: part.dir });
    renameSync(temporary, final);
  }
  switchLink(path.join(part.dir, part.pointer), folder);
  for (const [link, target] of part.links) switchLink(path.join(part.dir, link), target);
  prune(part, folder);
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Runs `work` holding `.build.lock`; waits while another live process holds it. */
function withBuildLock(work) {
  const lock = at('.build.lock');
  let told = false;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSyncOr(lock, ''), 10);
      if (Number.isInteger(holder) && holder > 0 && !isRunning(holder)) {
        rmSync(lock, { force: true }); // left by a build that was killed
        continue;
      }
      if (!told) {
        console.log(`Waiting for the build of another start (process ${holder || '?'})...`);
        told = true;
      }
      sleep(250);
    }
  }
  const release = () => {
    try {
      if (readFileSyncOr(lock, '') === String(process.pid)) unlinkSync(lock);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  try {
    return work();
  } finally {
    release();
    process.removeListener('exit', release);
  }
}

function readFileSyncOr(file, fallback) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

/** Builds the web app and the server, each only when its sources changed since its last build. */
export function ensureBuilt() {
  if (PARTS.every((part) => isCurrent(part, sourceHash(part)))) return;
  withBuildLock(() => {
    // Hashed again under the lock: another start may have built meanwhile, or a file changed.
    for (const part of PARTS) {
      const hash = sourceHash(part);
      if (!isCurrent(part, hash)) build(part, hash);
    }
  });
}
