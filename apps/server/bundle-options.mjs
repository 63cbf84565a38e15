// How the server is bundled: the production build (build.mjs) and the benches that must measure
// what ships (bench/bundle-beside-server.mjs) share these options. Third-party packages stay
// external (installed by npm); the workspace's own TypeScript (the domain package) is bundled in.
// Code splitting keeps a module the code imports with `await import()` (the embedded database on a
// PostgreSQL deployment, the page renderer, rarely used libraries) in a file of its own, loaded on
// first use, so a process does not hold what it never runs (docs/performance.md "The process's
// memory"); without it esbuild inlines such a module and hoists its imports to start-up. Splitting
// needs `outdir`; the entry's file keeps its name (`main.js`).
// No `keepNames`: it gives every named function an own `name` property (a dictionary of its own,
// about 256 bytes each), which the development runner (tsx) pays and production does not.
import { readFile } from 'node:fs/promises';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));

export const bundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  splitting: true,
  entryNames: '[name]',
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
};
