import { defineProject } from 'vitest/config';
import { ISOLATED, webTestBase } from './vitest.config';

// The web tests that replace a module with `vi.mock`: a module already loaded by another file of
// the worker would keep its real exports, so each of these files loads its own.
export default defineProject({
  ...webTestBase,
  test: { ...webTestBase.test, name: 'web-isolated', include: [ISOLATED] },
});
