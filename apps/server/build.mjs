// Bundles the server into dist/main.js. Third-party packages stay external (installed by npm);
// the workspace's own TypeScript (the domain package) is bundled in.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const here = (path) => new URL(path, import.meta.url).pathname;

await rm(here('./dist'), { recursive: true, force: true });
await build({
  entryPoints: [here('./src/main.ts')],
  outfile: here('./dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
// migrate.ts finds its SQL beside itself: src/db/migrations in the source, dist/migrations here.
await cp(here('./src/db/migrations'), here('./dist/migrations'), { recursive: true });
