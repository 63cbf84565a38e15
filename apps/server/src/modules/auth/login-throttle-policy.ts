// How sign-in attempts are throttled (OWASP ASVS 6.3, and what the big identity providers do):
// never a lockout anyone can cause, but delays that make guessing slow.
//
// - Per account and client address: a few free tries, then each try waits a delay that doubles,
//   up to a cap. Someone guessing from one address is slowed to a crawl; the student's own
//   address is not affected by it.
// - Per account from addresses it has never signed in from: a ceiling per hour, so a botnet that
//   spreads its guesses over many addresses still gets few. Addresses the account signed in from
//   recently ("recognised") are exempt, so guessing cannot lock a student out of their own machine.
//
// Attempts are counted when they start (reserved), not when they fail, so forty concurrent
// guesses cannot all pass a check made before any of them is recorded.

export interface ThrottlePolicy {
  /** Tries from one address before delays start. */
  freeTries: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A quiet address starts afresh after this long. */
  pairWindowMs: number;
  /** Tries per account and window from unrecognised addresses. */
  accountCeiling: number;
  accountWindowMs: number;
  /** How long a sign-in keeps its address recognised. */
  recognisedForMs: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  freeTries: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  pairWindowMs: 24 * 60 * 60_000,
  accountCeiling: 100,
  accountWindowMs: 60 * 60_000,
  recognisedForMs: 180 * 24 * 60 * 60_000,
};

export interface ThrottleState {
  attempts: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
}

export type Counter = 'pair' | 'account';

/**
 * The counter after one more attempt, or `refused` with when to come back. `current` is the
 * stored state (undefined for a first attempt).
 */
export function nextAttempt(
  counter: Counter,
  current: ThrottleState | undefined,
  now: Date,
  policy: ThrottlePolicy,
): { refused: false; state: ThrottleState } | { refused: true; retryAt: Date } {
  if (current?.blockedUntil && current.blockedUntil > now) {
    return { refused: true, retryAt: current.blockedUntil };
  }
  const windowMs = counter === 'pair' ? policy.pairWindowMs : policy.accountWindowMs;
  const fresh = !current || now.getTime() - current.windowStartedAt.getTime() >= windowMs;
  const attempts = fresh ? 1 : current.attempts + 1;
  const windowStartedAt = fresh ? now : current.windowStartedAt;
  return { refused: false, state: { attempts, windowStartedAt, blockedUntil: blockAfter() } };

  function blockAfter(): Date | null {
    if (counter === 'account') {
      return attempts >= policy.accountCeiling
        ? new Date(windowStartedAt.getTime() + policy.accountWindowMs)
        : null;
    }
    if (attempts < policy.freeTries) return null;
    const delay = policy.firstDelayMs * 2 ** (attempts - policy.freeTries);
    return new Date(now.getTime() + Math.min(delay, policy.maxDelayMs));
  }
}
