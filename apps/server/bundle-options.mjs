// How the server is bundled: the production build (build.mjs) and the benches that must measure
// what ships (bench/bundle-beside-server.mjs) share these options. Third-party packages stay
// external (installed by npm); the workspace's own TypeScript (the domain package) is bundled in.
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
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
};
