import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// One runner for every suite. The server project runs against PGlite, and again against the
// PostgreSQL server named by DATABASE_URL when scripts/test.mjs sets TEST_DATABASE_URL, together
// with the server-postgres project (what only a PostgreSQL server does); the server-redis project
// runs when it finds REDIS_URL.
const POSTGRES_ONLY = 'apps/server/src/**/*.postgres.test.ts';
const REDIS_ONLY = 'apps/server/src/**/*.redis.test.ts';

/** Server tests: over HTTP on a real database, each file on a copy of one migrated template. */
function serverProject(
  name: string,
  include: string[],
  exclude: string[] = [],
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      include,
      exclude,
      environment: 'node',
      globalSetup: ['apps/server/src/test/migrated-template.ts'],
      // Files of one worker share the modules they import instead of loading the whole app
      // again each (two thirds of the time of a small file). Each still has its own app and
      // database; nothing in the server keeps state in a module that a test relies on.
      isolate: false,
      // Deadlines for a hang, not for speed: a loaded machine makes a test slower, never red.
      testTimeout: 120_000,
      hookTimeout: 180_000,
      expect: { poll: { timeout: 30_000 } },
      env: { TZ: 'UTC' },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The tooling's own pure parts (scripts/*.test.mjs), such as the cluster's HAProxy config.
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      serverProject('server', ['apps/server/src/**/*.test.ts'], [POSTGRES_ONLY, REDIS_ONLY]),
      serverProject('server-postgres', [POSTGRES_ONLY]),
      serverProject('server-redis', [REDIS_ONLY]),
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          // One seeded data folder for the run; each file its own portal on a copy (from the run's
          // pool, which starts the next while one runs), and its browser. Files run two at a time
          // (scripts/test.mjs): one journey waits on its browser and its portal in turn and keeps
          // little more than one core busy (docs/testing.md).
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
