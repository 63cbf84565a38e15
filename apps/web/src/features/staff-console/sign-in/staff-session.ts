import { useSyncExternalStore } from 'react';
import type { StaffSession } from '@portal/domain/staff/staff-session';

// The staff console's session, apart from the student's (lib/auth-session.ts): its own key, in
// sessionStorage, so it ends with the tab and a student signing in on the same browser never
// sends or replaces it (docs/staff-console.md "Sessions").
const KEY = 'staff-console-session';

export interface StaffSessionState {
  accessToken: string;
  /** epoch ms: when the access token runs out, unless renewed before. */
  expiresAt: number;
}

export function staffSessionFrom(session: StaffSession, now: number): StaffSessionState {
  return { accessToken: session.accessToken, expiresAt: now + session.expiresIn * 1000 };
}

function isStaffSessionState(value: unknown): value is StaffSessionState {
  const v = value as Partial<StaffSessionState> | null;
  return typeof v?.accessToken === 'string' && typeof v.expiresAt === 'number';
}

const listeners = new Set<() => void>();

function read(): StaffSessionState | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isStaffSessionState(stored) ? stored : null;
  } catch {
    return null;
  }
}

let current = read();

export const staffSession = {
  get: () => current,
  set(next: StaffSessionState | null) {
    current = next;
    if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
    else sessionStorage.removeItem(KEY);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// A server-rendered page knows no staff session: the browser's takes over once hydrated.
const noSessionOnServer = () => null;

export function useStaffSession(): StaffSessionState | null {
  return useSyncExternalStore(staffSession.subscribe, staffSession.get, noSessionOnServer);
}
