import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { staffSession } from '@/features/staff-console/sign-in/staff-session';
import { authSession } from '@/lib/auth-session';
import { toastStore } from '@/lib/toasts';

// Routes are lazy: the first visit to one imports its module, which on a busy machine (the suite
// runs beside the server tests) takes longer than the library's default second. A deadline for a
// hang, not for speed: what is found sooner ends the wait sooner.
configure({ asyncUtilTimeout: 15_000 });

/** What tests that write the document themselves (a server-rendered page's markup) leave. */
function emptyDocument() {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
}

// The files of a worker share its modules and its document (vitest.config.ts): each test leaves
// them as the next one expects to find them (an empty document at `/`, signed out, no toast, real
// timers), also when it failed half-way.
afterEach(() => {
  cleanup();
  emptyDocument();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  toastStore.clear();
  authSession.clear();
  staffSession.set(null);
  localStorage.clear();
  sessionStorage.clear();
});
