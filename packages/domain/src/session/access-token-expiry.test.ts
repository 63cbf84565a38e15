import { describe, expect, it } from 'vitest';
import { isAccessTokenExpired } from './access-token-expiry';

describe('isAccessTokenExpired (docs/product/states-and-transitions.md, constants-and-limits.md)', () => {
  const expiresAt = new Date('2025-06-01T12:00:00Z');
  it.each([
    ['2025-06-01T11:57:59.999Z', false],
    ['2025-06-01T11:58:00Z', true],
    ['2025-06-01T12:00:00Z', true],
  ])('at %s -> %s', (at, expected) => {
    expect(isAccessTokenExpired({ expiresAt, now: new Date(at) })).toBe(expected);
  });
});
