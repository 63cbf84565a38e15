import { useSyncExternalStore } from 'react';
import { authSession, type AuthSession } from './auth-session';

/** The current tokens, re-rendering on login, refresh and logout (also from other tabs). */
export function useAuthSession(): AuthSession | null {
  return useSyncExternalStore(authSession.subscribe, authSession.get, () => null);
}

export function useIsLoggedIn(): boolean {
  return useAuthSession() !== null;
}
