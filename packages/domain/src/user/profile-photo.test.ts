import { describe, expect, it } from 'vitest';
import { isProfilePhotoTooLarge } from './profile-photo';

describe('isProfilePhotoTooLarge (docs/product/validation.md)', () => {
  it.each([
    [0, false],
    [512_000, false],
    [512_001, true],
  ])('%i bytes -> %s', (size, expected) => {
    expect(isProfilePhotoTooLarge(size)).toBe(expected);
  });
});
