import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/account/dashboard', '/account/dashboard'],
    ['/account/order/1?x=1#top', '/account/order/1?x=1#top'],
    ['//evil.example/path', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['account', null],
    ['/a\nb', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
