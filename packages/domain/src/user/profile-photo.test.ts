import { describe, expect, it } from 'vitest';
import { isProfilePhotoTooLarge } from './profile-photo';

describe('isProfilePhotoTooLarge (SPEC §5)', () => {
  it.each([
    [0, false],
    [512_000, false],
    [512_001, true],
  ])('%i bytes -> %s', (size, expected) => {
    expect(isProfilePhotoTooLarge(size)).toBe(expected);
  });
});
