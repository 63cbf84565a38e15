import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Routes are lazy: the first visit to one imports its module, which on a busy machine (the suite
// runs beside the server tests) takes longer than the library's default second. A deadline for a
// hang, not for speed: what is found sooner ends the wait sooner.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
