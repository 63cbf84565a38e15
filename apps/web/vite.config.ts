import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import type { ManualChunkMeta } from 'rollup';

/**
 * The shared domain modules declare zod schemas at top level next to the constants the browser
 * needs (e.g. `export const permissionSchema = z.enum(PERMISSIONS)`). Building a schema has no
 * side effects, so marking those initialisers pure lets Rollup drop the unused ones, and zod with
 * them, from the entry chunk. Applies to packages/domain only.
 */
function pureDomainSchemas(): Plugin {
  return {
    name: 'portal:pure-domain-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]packages[\\/]domain[\\/]src[\\/].*\.ts$/.test(id)) return null;
      const next = code.replace(
        /^((?:export )?const [A-Za-z0-9_$]+(?:: [^=]+)? = )z\./gm,
        '$1/* @__PURE__ */ z.',
      );
      return next === code ? null : { code: next, map: null };
    },
  };
}

const APP_ENTRY = /[\\/]src[\\/]app[\\/]main\.tsx$/;
// The scripts of a visitor's public page: its entry (`main`) and the islands it mounts.
const ISLAND_SCRIPT = /[\\/]src[\\/]islands[\\/]([a-z-]+)\.tsx?$/;

/** The modules `entry` imports through static imports alone: loaded whenever it is. */
function staticGraph(entry: string, getModuleInfo: ManualChunkMeta['getModuleInfo']) {
  const seen = new Set<string>();
  const next = [entry];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    next.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const RADIX_PIECES =
  /node_modules\/@radix-ui\/(primitive|react-(compose-refs|context|slot|primitive|presence|id|direction|collection|roving-focus|use-[a-z-]+))\//;

interface Graphs {
  app: Set<string>;
  islands: [name: string, graph: Set<string>][];
}

// Per build (Rollup's module graph), computed on the first module asked about.
const entryGraphs = new WeakMap<ManualChunkMeta['getModuleInfo'], Graphs>();

/**
 * The file of a module every page of the app loads: `app-base`, or, when a visitor's page or
 * island loads it too, a file shared with exactly those (`base` for the visitor's entry), so that
 * neither side downloads what it does not run.
 */
function baseChunk(id: string, meta: ManualChunkMeta): string | undefined {
  let graphs = entryGraphs.get(meta.getModuleInfo);
  if (!graphs) {
    const modules = [...meta.getModuleIds()];
    const app = modules.find((module) => APP_ENTRY.test(module));
    graphs = {
      app: app ? staticGraph(app, meta.getModuleInfo) : new Set(),
      islands: modules.flatMap((module) => {
        const name = ISLAND_SCRIPT.exec(module)?.[1];
        return name
          ? [[name, staticGraph(module, meta.getModuleInfo)] as [string, Set<string>]]
          : [];
      }),
    };
    entryGraphs.set(meta.getModuleInfo, graphs);
  }
  // The entry stays a file of its own: it awaits the dynamic imports of its start, which import
  // the base, and in the base's file they would wait for the entry to finish.
  if (APP_ENTRY.test(id) || !graphs.app.has(id)) return undefined;
  const users = graphs.islands.filter(([, graph]) => graph.has(id)).map(([name]) => name);
  if (users.length === 0) return 'app-base';
  return users.join('-') === 'main' ? 'base' : `base-${users.join('-')}`;
}

// Same-origin API families served by apps/server; `vite dev` forwards them so the SPA talks to a
// locally running server exactly as in production.
const SERVER = 'http://localhost:3000';
const FORWARDED = [
  '/auth-api',
  '/staff-api',
  '/user-api',
  '/ledger-api',
  '/coursework-api',
  '/catalog-api',
  '/organization-api',
  '/content',
  '/config',
  '/tenant',
];

// `@portal/domain/<path>` needs no alias: the workspace package is symlinked into node_modules and
// its `exports` map `./*` to `./src/*.ts`, which Vite (and Vitest) follow.
export default defineConfig({
  plugins: [pureDomainSchemas(), react()],
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(
        FORWARDED.map((prefix) => [prefix, { target: SERVER, changeOrigin: true }]),
      ),
      '/websocket-api': { target: SERVER, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // The whole app, and the light page of a visitor's public page (docs/decisions/0004).
      input: { app: 'index.html', islands: 'islands.html' },
      output: {
        manualChunks(id, meta) {
          // TanStack Query in a chunk of its own: Rollup would otherwise put the parts that forms
          // use (mutations) in one chunk with the validation and form libraries, and every public
          // page, needing those parts, would download zod and react-hook-form too. React, which it
          // needs, goes with it: in another chunk the two chunks would import each other.
          if (/node_modules\/(@tanstack|react)\//.test(id)) return 'query';
          // The pieces every Radix primitive is built of (tabs, menu, dialog, toast), in one file
          // rather than one each.
          if (RADIX_PIECES.test(id)) return 'radix';
          // The helpers of the CommonJS packages (React among them) in the chunk below them all.
          if (id.startsWith('\0commonjsHelpers')) return 'base';
          // What the app's entry imports is loaded on every page of the app, and Rollup would spread
          // it over dozens of small files, one per set of pages that also use them: a few files
          // instead. (A module put in a named file brings along what it imports, so a group of what
          // only signed-in pages load would take the domain modules that visitors' forms use too.)
          return baseChunk(id, meta);
        },
      },
    },
  },
});
