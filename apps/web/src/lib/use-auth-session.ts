import { useState, useSyncExternalStore } from 'react';
import { authSession, type AuthSession } from './auth-session';
import { useHydrated } from './use-hydrated';

/** The current tokens, re-rendering on login, refresh and logout (also from other tabs). */
export function useAuthSession(): AuthSession | null {
  return useSyncExternalStore(authSession.subscribe, authSession.get, () => null);
}

export function useIsLoggedIn(): boolean {
  return useAuthSession() !== null;
}

/**
 * Whether a session was stored when the page opened, decided once (signing in on the page must not
 * race an "already signed in" redirect). While React hydrates a page the server rendered for
 * visitors it is false, as on the server, so the first render matches the HTML (no hydration
 * error, docs/page-serving.md); the render right after hydration has the truth.
 */
export function useSignedInOnArrival(): boolean {
  const hydrated = useHydrated();
  const [onArrival] = useState(() => authSession.get() !== null);
  return hydrated && onArrival;
}
