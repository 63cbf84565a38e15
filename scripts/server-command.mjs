// How a portal server process is started, wherever one is: `npm start`, the cluster script, the
// browser journeys and the benches start it with these; the container image's Dockerfile writes
// the same (scripts/container-image.test.mjs checks that they agree). Why each setting, with the
// figures: docs/performance.md "The process's memory".

/** The built server (apps/server/build.mjs writes it). */
export const SERVER_ENTRY = 'apps/server/dist/main.js';

/**
 * Node's options. V8's young generation grows to 16 MB a semi-space while the server starts and
 * keeps it; 4 MB holds a request's short-lived objects as well (the dashboard's calls cost no more
 * CPU with it) and leaves some 25 MB less resident.
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=4'];

/**
 * The environment. `NODE_ENV=production`: the page renderer's React and router run their
 * production builds (without it they run the development ones, slower and heavier), as in the
 * container image. The allocator setting: glibc's malloc serves a block of 128 KB or more straight
 * from the kernel and gives it back when freed, but by default it raises that threshold after the
 * first such block is freed (an argon2id hash takes 19 MiB), then keeps later ones in its arenas
 * and never gives them back: tens of MB on PostgreSQL, about 100 MB on the embedded database.
 * Fixing the threshold keeps the first behaviour.
 */
export const SERVER_ENV = { NODE_ENV: 'production', MALLOC_MMAP_THRESHOLD_: '131072' };

/** Arguments for `node`: the options, any extra ones, then `script` (the server unless given). */
export const serverArgs = (script = SERVER_ENTRY, ...nodeOptions) => [
  ...SERVER_NODE_OPTIONS,
  ...nodeOptions,
  script,
];
