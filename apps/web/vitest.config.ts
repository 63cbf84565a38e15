import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/** What both of the web app's test projects share. */
export const webTestBase: UserWorkspaceConfig = {
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  test: {
    environment: 'jsdom',
    env: { TZ: 'UTC' },
    // A deadline for a hang: a loaded machine makes a test slower, never red.
    testTimeout: 60_000,
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
};

/** A file that replaces a module (`vi.mock`) needs modules of its own: vitest.isolated.config.ts. */
export const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

// Files of one worker share its modules and its jsdom: a fresh environment and a fresh React for
// each of some ninety files was two thirds of the suite's time (docs/testing.md). Each test still
// renders into an emptied document with cleared storage, toasts and timers (setup-tests.ts).
export default defineProject({
  ...webTestBase,
  test: {
    ...webTestBase.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [ISOLATED],
    isolate: false,
  },
});
