import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './login-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/account/dashboard?tab=2', '/account/dashboard?tab=2'],
    ['/account/order/1?x=1#top', '/account/order/1?x=1#top'],
    ['/', '/'],
    [null, null],
    ['', null],
    ['account', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['/\t/evil.example', null],
    ['/a\nb', null],
  ])('%j -> %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
