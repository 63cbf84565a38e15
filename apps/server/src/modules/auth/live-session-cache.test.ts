import { describe, expect, it } from 'vitest';
import { createLiveSessionCache } from './live-session-cache';

const session = { tenantId: 'fhsu', sessionId: 's1', userId: 'u1' };

function heardCache(capacity?: number) {
  const cache = createLiveSessionCache(capacity);
  cache.listening(true);
  return cache;
}

describe('the sessions an instance knows live', () => {
  it('keeps a session found live, for its own tenant only', () => {
    const cache = heardCache();
    cache.remember(session, cache.epoch());
    expect(cache.userOf('fhsu', 's1')).toBe('u1');
    expect(cache.userOf('default', 's1')).toBeUndefined();
  });

  it('keeps nothing while endings are not heard, and forgets all when hearing stops', () => {
    const cache = createLiveSessionCache();
    cache.remember(session, cache.epoch());
    expect(cache.userOf('fhsu', 's1')).toBeUndefined();
    cache.listening(true);
    cache.remember(session, cache.epoch());
    cache.listening(false);
    expect(cache.userOf('fhsu', 's1')).toBeUndefined();
    cache.remember(session, cache.epoch());
    expect(cache.userOf('fhsu', 's1')).toBeUndefined();
  });

  it('forgets the sessions named ended, and all of them when listening starts again', () => {
    const cache = heardCache();
    cache.remember(session, cache.epoch());
    cache.remember({ ...session, sessionId: 's2' }, cache.epoch());
    cache.forget(['s1']);
    expect(cache.userOf('fhsu', 's1')).toBeUndefined();
    expect(cache.userOf('fhsu', 's2')).toBe('u1');
    cache.listening(true);
    expect(cache.userOf('fhsu', 's2')).toBeUndefined();
  });

  it('does not keep what a query read before an ending it may have missed', () => {
    const cache = heardCache();
    const before = cache.epoch();
    cache.forget(['s1']); // the ending committed while the query ran
    cache.remember(session, before);
    expect(cache.userOf('fhsu', 's1')).toBeUndefined();
  });

  it('holds at most its capacity, the least used going first', () => {
    const cache = heardCache(2);
    for (const id of ['s1', 's2']) cache.remember({ ...session, sessionId: id }, cache.epoch());
    cache.userOf('fhsu', 's1');
    cache.remember({ ...session, sessionId: 's3' }, cache.epoch());
    expect(['s1', 's2', 's3'].map((id) => cache.userOf('fhsu', id))).toEqual([
      'u1',
      undefined,
      'u1',
    ]);
  });
});
