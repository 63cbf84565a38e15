import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    env: { TZ: 'UTC' },
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
