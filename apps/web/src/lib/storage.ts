// Client state persisted in the browser (docs/product/entities.md "Other entities"): five local-storage slices and
// one session-storage slice. Each slice is a versioned JSON envelope so a future shape change can
// drop stale data instead of misreading it.
import { viewAs } from './view-as';

export const LOCAL_SLICES = ['auth', 'coursework', 'ledger', 'user', 'organization'] as const;
export const SESSION_SLICES = ['general'] as const;

export type LocalSlice = (typeof LOCAL_SLICES)[number];
export type SessionSlice = (typeof SESSION_SLICES)[number];
export type Slice = LocalSlice | SessionSlice;

/** Bump when the shape stored under any slice changes incompatibly. */
export const STORAGE_VERSION = 1;

/** Keys are namespaced so several apps on one origin do not collide. */
const PREFIX = 'portal:';
/**
 * A tab viewing as a student (view-as.ts) keeps every slice in its own sessionStorage under its own
 * prefix: it never reads the student data a real session of the browser stored, nor writes over it.
 */
const VIEW_PREFIX = 'portal:view-as:';

function keyOf(slice: Slice): string {
  return (viewAs.isViewTab() ? VIEW_PREFIX : PREFIX) + slice;
}

interface Envelope {
  v: number;
  data: unknown;
}

function areaOf(slice: Slice): Storage | null {
  try {
    return viewAs.isViewTab() || (SESSION_SLICES as readonly string[]).includes(slice)
      ? window.sessionStorage
      : window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes, sandboxed frames): behave as if it were empty.
    return null;
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'v' in value && 'data' in value;
}

/** The stored value of a slice, or null when absent, unreadable or written by another version. */
export function readSlice<T>(slice: Slice): T | null {
  const raw = areaOf(slice)?.getItem(keyOf(slice));
  if (raw == null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isEnvelope(parsed) || parsed.v !== STORAGE_VERSION) return null;
    return parsed.data as T;
  } catch {
    return null;
  }
}

export function writeSlice<T>(slice: Slice, data: T): void {
  const envelope: Envelope = { v: STORAGE_VERSION, data };
  try {
    areaOf(slice)?.setItem(keyOf(slice), JSON.stringify(envelope));
  } catch {
    // Quota exceeded or storage disabled: the app keeps working from memory.
  }
}

/** Merge `patch` into an object slice. */
export function patchSlice<T extends object>(slice: Slice, patch: Partial<T>): T {
  const next = { ...(readSlice<T>(slice) ?? {}), ...patch } as T;
  writeSlice(slice, next);
  return next;
}

export function removeSlice(slice: Slice): void {
  try {
    areaOf(slice)?.removeItem(keyOf(slice));
  } catch {
    // ignore: nothing stored
  }
}

/**
 * The slices that hold a signed-in user's data. A login clears these but keeps the session's
 * `general` slice: logout and expiry have already emptied it, so it holds only what this visitor
 * chose before signing in (the program, an accepted access code), which enrolment still needs.
 */
export function clearUserSlices(): void {
  for (const slice of LOCAL_SLICES) removeSlice(slice);
}

/** Logout and session invalidation clear every slice (docs/product/states-and-transitions.md "Login and session"). */
export function clearAllSlices(): void {
  for (const slice of [...LOCAL_SLICES, ...SESSION_SLICES]) removeSlice(slice);
}
