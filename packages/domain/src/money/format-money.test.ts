import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney (docs/product/validation.md)', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [6945, '$69.45'],
    [100000, '$1,000.00'],
    [123450, '$1,234.50'],
    [123456789, '$1,234,567.89'],
    [-500, '-$5.00'],
    [-1, '-$0.01'],
    [-0, '$0.00'],
  ])('%i cents -> %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('takes another symbol', () => {
    expect(formatMoney(250, '€')).toBe('€2.50');
  });
});
