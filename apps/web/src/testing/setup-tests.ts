import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Components translate through the app's i18next instance, as in the browser.
import '@/lib/i18n';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
