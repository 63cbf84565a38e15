// Bundles the server into dist/main.js (options in bundle-options.mjs). `--outdir <dir>` builds
// elsewhere instead: `npm start` builds into a fresh folder and then switches to it
// (scripts/workspace.mjs).
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { bundleOptions } from './bundle-options.mjs';

const here = (relative) => new URL(relative, import.meta.url).pathname;
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = values.outdir ? path.resolve(values.outdir) : here('./dist');

await rm(outdir, { recursive: true, force: true });
await build({
  ...bundleOptions,
  entryPoints: { main: here('./src/main.ts') },
  outdir,
});
// migrate.ts finds its SQL beside itself: src/db/migrations in the source, dist/migrations here.
await cp(here('./src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
