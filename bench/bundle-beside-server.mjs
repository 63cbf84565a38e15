// Bundles a bench's server-side work file the way the server itself is bundled (production's
// options), into apps/server/dist beside main.js, so that what it imports from the server finds
// its files (migrations, tenants, the web build) where the built server does, and so that the
// bench measures the code that ships rather than the development runner's (tsx). Run after
// `ensureBuilt()`, which recreates that folder. Answers the bundle's path.
import path from 'node:path';
import { build } from 'esbuild';
import { bundleOptions } from '../apps/server/bundle-options.mjs';
import { root } from '../scripts/workspace.mjs';

export async function bundleBesideServer(entry, name) {
  const outdir = path.join(root, 'apps/server/dist');
  await build({ ...bundleOptions, entryPoints: { [name]: entry }, outdir });
  return path.join(outdir, `${name}.js`);
}
