import { describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE_POLICY as policy, nextAttempt } from './login-throttle-policy';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 24) + ms);

describe('the login throttle policy', () => {
  it('doubles the delay after the free tries and stops at fifteen minutes', () => {
    const delays: number[] = [];
    let state;
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const next = nextAttempt('pair', state, at(0), policy);
      if (next.refused) throw new Error('refused');
      state = { ...next.state, blockedUntil: null };
      delays.push(
        next.state.blockedUntil ? next.state.blockedUntil.getTime() - at(0).getTime() : 0,
      );
    }
    expect(delays.map((ms) => ms / 1000)).toEqual([
      0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });

  it('refuses until the block ends, and starts afresh after a quiet day', () => {
    const blocked = { attempts: 5, windowStartedAt: at(0), blockedUntil: at(30_000) };
    expect(nextAttempt('pair', blocked, at(29_000), policy)).toEqual({
      refused: true,
      retryAt: at(30_000),
    });
    const later = nextAttempt('pair', blocked, at(policy.pairWindowMs + 1), policy);
    expect(later).toMatchObject({ refused: false, state: { attempts: 1, blockedUntil: null } });
  });

  it("blocks unrecognised addresses for the rest of the hour once the account's ceiling is reached", () => {
    const state = {
      attempts: policy.accountCeiling - 1,
      windowStartedAt: at(0),
      blockedUntil: null,
    };
    expect(nextAttempt('account', state, at(10 * 60_000), policy)).toMatchObject({
      refused: false,
      state: { blockedUntil: at(policy.accountWindowMs) },
    });
  });
});
