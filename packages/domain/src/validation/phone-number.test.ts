import { describe, expect, it } from 'vitest';
import { phoneSchema } from './fields';
import { normalizePhoneNumber } from './phone-number';

describe('normalizePhoneNumber (docs/product/validation.md phone, any common way of typing ten digits)', () => {
  it.each([
    ['5551234567', 'bare digits'],
    ['555-123-4567', 'dashes'],
    ['555.123.4567', 'dots'],
    ['555 123 4567', 'spaces'],
    ['(555) 123-4567', 'the stored form'],
    ['(555)123-4567', 'parentheses without a space'],
    ['  555 123 4567  ', 'surrounding blanks'],
    ['+1 555 123 4567', '+1 and spaces'],
    ['+1 (555) 123-4567', '+1 and the stored form'],
    ['+15551234567', '+1 and digits'],
    ['1-555-123-4567', 'a leading 1 and dashes'],
    ['15551234567', 'a leading 1 and digits'],
  ])('%s (%s) is (555) 123-4567', (typed) => {
    expect(normalizePhoneNumber(typed)).toBe('(555) 123-4567');
  });

  it.each([
    ['555123456', 'nine digits'],
    ['55512345678', 'eleven digits not starting with 1'],
    ['25551234567', 'a country code other than 1'],
    ['+2 555 123 4567', '+2'],
    ['555/123/4567', 'slashes'],
    ['555-123-45a7', 'a letter'],
    ['', 'nothing'],
  ])('%s (%s) is refused', (typed) => {
    expect(normalizePhoneNumber(typed)).toBeUndefined();
  });
});

describe('phoneSchema', () => {
  it('parses any accepted shape into the stored form', () => {
    expect(phoneSchema.parse('+1 555.123.4567')).toBe('(555) 123-4567');
  });

  it.each([
    ['', 'validation.required'],
    ['555 1234', 'validation.phone'],
  ])('%j is refused with %s', (typed, message) => {
    const result = phoneSchema.safeParse(typed);
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([message]);
  });
});
