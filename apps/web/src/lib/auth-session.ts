import { isAccessTokenExpired } from '@portal/domain/session/access-token-expiry';
import type { TokenResponse } from '@portal/domain/auth/token';
import { decodeJwtClaims, type JwtClaims } from './jwt-claims';
import { readSlice, removeSlice, writeSlice } from './storage';
import { viewAs } from './view-as';

/** The tokens and their expiry times (docs/product/entities.md "Tokens"), kept in the `auth` slice. */
export interface AuthSession {
  accessToken: string;
  refreshToken: string;
  /** epoch ms */
  accessExpiresAt: number;
  /** epoch ms */
  refreshExpiresAt: number;
  claims: JwtClaims;
  /** Set in a tab viewing as a student (view-as.ts): a read-only token, never refreshed. */
  viewAs?: true;
}

/** The scope the student portal asks for (docs/product/roles-and-permissions.md). */
export const PORTAL_SCOPE = 'STUDENT_PORTAL__ACCESS';

export function sessionFromTokenResponse(response: TokenResponse, now: number): AuthSession {
  const claims = decodeJwtClaims(response.access_token);
  // expires_in is authoritative; the `exp` claim is only a fallback for a response without it.
  const exp = typeof claims.exp === 'number' ? claims.exp * 1000 : now;
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    accessExpiresAt: Number.isFinite(response.expires_in) ? now + response.expires_in * 1000 : exp,
    refreshExpiresAt: Number.isFinite(response.refresh_expires_in)
      ? now + response.refresh_expires_in * 1000
      : Number.POSITIVE_INFINITY,
    claims,
  };
}

export function isAccessExpired(session: AuthSession, now: number): boolean {
  return isAccessTokenExpired({ expiresAt: new Date(session.accessExpiresAt), now: new Date(now) });
}

export function isRefreshExpired(session: AuthSession, now: number): boolean {
  return now >= session.refreshExpiresAt;
}

export interface AuthSessionStore {
  get(): AuthSession | null;
  set(session: AuthSession): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

function isAuthSession(value: unknown): value is AuthSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<AuthSession>;
  return typeof v.accessToken === 'string' && typeof v.refreshToken === 'string';
}

/** The view-as token as a session: it runs out with its `exp` and has nothing to refresh with. */
function viewAsSession(token: string): AuthSession {
  const claims = decodeJwtClaims(token);
  const exp = typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
  return {
    accessToken: token,
    refreshToken: '',
    accessExpiresAt: exp,
    refreshExpiresAt: Number.POSITIVE_INFINITY,
    claims,
    viewAs: true,
  };
}

/**
 * The session persisted in local storage, with change notification so the UI (logged-in chrome,
 * route guard) follows logins, refreshes and logouts, including those made in another tab.
 *
 * A tab viewing as a student (docs/staff-console.md "Seeing the portal as the student") has the
 * view's token for its session and nothing else: it neither reads nor writes the browser's student
 * session, follows no other tab, and ending its session ends the view.
 */
function createAuthSessionStore(): AuthSessionStore {
  const listeners = new Set<() => void>();
  let current: AuthSession | null | undefined;
  // The same object while the token is the same (useSyncExternalStore compares them).
  let viewSession: AuthSession | null = null;

  const load = (): AuthSession | null => {
    const stored = readSlice<AuthSession>('auth');
    if (!isAuthSession(stored)) return null;
    // JSON has no Infinity: a missing refresh expiry comes back as null.
    return { ...stored, refreshExpiresAt: stored.refreshExpiresAt ?? Number.POSITIVE_INFINITY };
  };
  const notify = () => listeners.forEach((l) => l());

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (viewAs.isViewTab()) return;
      if (event.key === null || event.key.endsWith(':auth')) {
        current = undefined;
        notify();
      }
    });
  }

  viewAs.subscribe(() => {
    current = undefined;
    notify();
  });

  return {
    get() {
      if (viewAs.isViewTab()) {
        const token = viewAs.token();
        if (!token) return null;
        if (viewSession?.accessToken !== token) viewSession = viewAsSession(token);
        return viewSession;
      }
      if (current === undefined) current = load();
      return current;
    },
    set(session) {
      // A view tab signs no one in.
      if (viewAs.isViewTab()) return;
      current = session;
      writeSlice('auth', session);
      notify();
    },
    clear() {
      if (viewAs.isViewTab()) {
        viewAs.end();
        return;
      }
      current = null;
      removeSlice('auth');
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const authSession = createAuthSessionStore();
