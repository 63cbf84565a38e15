import { defineConfig } from 'vitest/config';

// One runner for every suite. The server project runs against PGlite, and again against the
// PostgreSQL server named by DATABASE_URL when scripts/test.mjs sets TEST_DATABASE_URL, together
// with the server-postgres project (what only a PostgreSQL server does); the server-redis project
// runs when it finds REDIS_URL.
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
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.redis.test.ts', 'apps/server/src/**/*.postgres.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ['apps/server/src/**/*.postgres.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'server-redis',
          include: ['apps/server/src/**/*.redis.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TZ: 'UTC' },
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
