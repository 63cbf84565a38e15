import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './login-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/account/dashboard?tab=2', '/account/dashboard?tab=2'],
    ['/', '/'],
    [null, null],
    ['', null],
    ['account', null],
    ['https://evil.example', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['/\t/evil.example', null],
  ])('%j -> %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
