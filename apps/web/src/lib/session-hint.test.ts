import { afterEach, describe, expect, it } from 'vitest';
import type { AuthSession, AuthSessionStore } from './auth-session';
import { followSessionHint, SESSION_HINT_CLASS } from './session-hint';
import { removeSlice, writeSlice } from './storage';

import indexHtml from '../../index.html?raw';
import islandsHtml from '../../islands.html?raw';

// The inline script of the built pages, run as the browser runs it before first paint.
const hintScripts = Object.entries({ 'index.html': indexHtml, 'islands.html': islandsHtml }).map(
  ([file, html]) => [file, /<script>([\s\S]*?)<\/script>/.exec(html)![1]!] as const,
);

const root = document.documentElement;
afterEach(() => {
  root.classList.remove(SESSION_HINT_CLASS);
  removeSlice('auth');
});

describe.each(hintScripts)('the signed-in hint of %s', (_file, script) => {
  it('marks the page when a session is stored, as lib/storage.ts stores it', () => {
    writeSlice('auth', { accessToken: 'a', refreshToken: 'r' });
    new Function(script)();
    expect(root.classList.contains(SESSION_HINT_CLASS)).toBe(true);
  });

  it('leaves a visitor page alone, even when storage holds something unreadable', () => {
    new Function(script)();
    localStorage.setItem('portal:auth', '{not json');
    new Function(script)();
    expect(root.classList.contains(SESSION_HINT_CLASS)).toBe(false);
  });
});

describe('following the session', () => {
  it('drops the hint on logout and sets it again on login', () => {
    let current: AuthSession | null = { accessToken: 'a' } as AuthSession;
    const listeners = new Set<() => void>();
    const session: AuthSessionStore = {
      get: () => current,
      set: (next) => {
        current = next;
        listeners.forEach((l) => l());
      },
      clear: () => {
        current = null;
        listeners.forEach((l) => l());
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const stop = followSessionHint(session, root);
    expect(root.classList.contains(SESSION_HINT_CLASS)).toBe(true);
    session.clear();
    expect(root.classList.contains(SESSION_HINT_CLASS)).toBe(false);
    session.set({ accessToken: 'b' } as AuthSession);
    expect(root.classList.contains(SESSION_HINT_CLASS)).toBe(true);
    stop();
  });
});
