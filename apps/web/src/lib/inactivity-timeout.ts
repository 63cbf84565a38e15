import type { AuthSession } from './auth-session';

/**
 * Where a signed-in session stands against its inactivity timeout. The session ends for
 * inactivity when its refresh token runs out (REFRESH_TOKEN_TTL_SECONDS after the last refresh);
 * `warningMs` before that the student is warned and may extend it (WCAG 2.2.1).
 */
export type InactivityPhase =
  /** No session, or one whose refresh token never runs out. */
  | { kind: 'none' }
  | { kind: 'active'; warnAt: number }
  | { kind: 'warning'; endsAt: number }
  | { kind: 'ended' };

export function inactivityPhase(
  session: Pick<AuthSession, 'refreshExpiresAt'> | null,
  now: number,
  warningMs: number,
): InactivityPhase {
  if (!session || !Number.isFinite(session.refreshExpiresAt)) return { kind: 'none' };
  const endsAt = session.refreshExpiresAt;
  if (now >= endsAt) return { kind: 'ended' };
  const warnAt = endsAt - warningMs;
  return now >= warnAt ? { kind: 'warning', endsAt } : { kind: 'active', warnAt };
}

/** setTimeout fires at once for delays beyond 2^31 - 1 ms (24.8 days; the default timeout is 30). */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The time left as the warning says it: whole minutes above 90 seconds, seconds below. */
export function timeLeft(ms: number): { unit: 'minute' | 'second'; count: number } {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return seconds > 90
    ? { unit: 'minute', count: Math.ceil(seconds / 60) }
    : { unit: 'second', count: seconds };
}
