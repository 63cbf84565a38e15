// Bundles the server into dist/main.js (options in bundle-options.mjs).
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { bundleOptions } from './bundle-options.mjs';

const here = (path) => new URL(path, import.meta.url).pathname;

await rm(here('./dist'), { recursive: true, force: true });
await build({
  ...bundleOptions,
  entryPoints: [here('./src/main.ts')],
  outfile: here('./dist/main.js'),
});
// migrate.ts finds its SQL beside itself: src/db/migrations in the source, dist/migrations here.
await cp(here('./src/db/migrations'), here('./dist/migrations'), { recursive: true });
