import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Routes are lazy: the first visit to one imports its module, which on a busy machine (the suite
// runs beside the server tests) takes longer than the library's default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
