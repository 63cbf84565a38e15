// Bundles the server into dist/main.js (options in bundle-options.mjs). `--outdir <dir>` builds
// elsewhere instead: `npm start` builds into a fresh folder and then switches to it
// (scripts/workspace.mjs).
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
// V8 keeps each module's source text, one byte a character unless one character is past Latin-1,
// which makes the whole text two bytes a character (docs/performance.md "The process's memory").
// esbuild escapes such characters in strings but not in comments and regular expressions; the
// same escape means the same there.
for (const file of (await readdir(outdir)).filter((name) => name.endsWith('.js'))) {
  const code = await readFile(path.join(outdir, file), 'utf8');
  const escaped = code.replace(
    /[\u0100-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (escaped !== code) await writeFile(path.join(outdir, file), escaped);
}
// migrate.ts finds its SQL beside itself: src/db/migrations in the source, dist/migrations here.
await cp(here('./src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
