import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    env: { TZ: 'UTC' },
    // A deadline for a hang: a loaded machine makes a test slower, never red.
    testTimeout: 60_000,
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
