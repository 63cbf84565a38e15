import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

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
        // TanStack Query in a chunk of its own: Rollup would otherwise put the parts that forms
        // use (mutations) in one chunk with the validation and form libraries, and every public
        // page, needing those parts, would download zod and react-hook-form too.
        manualChunks(id) {
          return /node_modules\/@tanstack\//.test(id) ? 'query' : undefined;
        },
      },
    },
  },
});
