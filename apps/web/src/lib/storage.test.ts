import { describe, expect, it } from 'vitest';
import {
  clearAllSlices,
  clearUserSlices,
  patchSlice,
  readSlice,
  STORAGE_VERSION,
  writeSlice,
} from './storage';

describe('storage', () => {
  it('keeps the five local slices in localStorage and general in sessionStorage, versioned', () => {
    writeSlice('user', { firstName: 'Ada' });
    writeSlice('general', { promoCode: 'X' });
    expect(JSON.parse(localStorage.getItem('portal:user') ?? '')).toEqual({
      v: STORAGE_VERSION,
      data: { firstName: 'Ada' },
    });
    expect(JSON.parse(sessionStorage.getItem('portal:general') ?? '')).toEqual({
      v: STORAGE_VERSION,
      data: { promoCode: 'X' },
    });
    expect(localStorage.getItem('portal:general')).toBeNull();
    expect(readSlice('user')).toEqual({ firstName: 'Ada' });
  });

  it('ignores data written by another version or not JSON', () => {
    localStorage.setItem(
      'portal:ledger',
      JSON.stringify({ v: STORAGE_VERSION + 1, data: { order: 1 } }),
    );
    localStorage.setItem('portal:coursework', '{not json');
    expect(readSlice('ledger')).toBeNull();
    expect(readSlice('coursework')).toBeNull();
  });

  it('merges patches into an object slice', () => {
    patchSlice('ledger', { order: { orderId: 'o1' } });
    patchSlice('ledger', { membership: null });
    expect(readSlice('ledger')).toEqual({ order: { orderId: 'o1' }, membership: null });
  });

  it('clears every slice, local and session', () => {
    for (const slice of [
      'auth',
      'coursework',
      'ledger',
      'user',
      'organization',
      'general',
    ] as const) {
      writeSlice(slice, { x: 1 });
    }
    localStorage.setItem('unrelated', 'kept');
    clearAllSlices();
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
    expect(sessionStorage.length).toBe(0);
  });

  it("clears a user's slices at login but keeps the visitor's general choices", () => {
    writeSlice('user', { firstName: 'Ada' });
    writeSlice('ledger', { order: null });
    writeSlice('general', { degreeProgramId: 6 });
    clearUserSlices();
    expect(readSlice('user')).toBeNull();
    expect(readSlice('ledger')).toBeNull();
    expect(readSlice('general')).toEqual({ degreeProgramId: 6 });
  });
});
