import { describe, expect, it } from 'vitest';
import { cardExpiryWarning } from './card-expiry';

describe('cardExpiryWarning', () => {
  const now = new Date('2026-11-30T23:59:00Z');
  it.each([
    ['2026-10', 'expired'],
    ['2026-11', 'thisMonth'],
    ['2026-12', 'nextMonth'],
    ['2027-01', null],
    [null, null],
    ['garbage', null],
  ] as const)('%s: %s', (expiresOn, expected) => {
    expect(cardExpiryWarning(expiresOn, now)).toBe(expected);
  });

  it('crosses the year: December warns about a January card', () => {
    expect(cardExpiryWarning('2027-01', new Date('2026-12-01T00:00:00Z'))).toBe('nextMonth');
  });
});
