import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './payment-result-kind';

describe('paymentOutcome (docs/product/entities.md)', () => {
  it.each([
    ['return', 'success'],
    ['cancel', 'cancel'],
    ['error', 'error'],
    ['bogus', 'error'],
    [undefined, 'error'],
  ])('%s -> %s', (kind, outcome) => {
    expect(paymentOutcome(kind)).toBe(outcome);
  });
});
