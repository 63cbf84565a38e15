import { describe, expect, it } from 'vitest';
import { createOwnerReadCache, ownerKey } from './owner-read-cache';

const ann = { tenantId: 'default', userId: 'ann' };
const bob = { tenantId: 'default', userId: 'bob' };

/** A read that counts how often it reached the database, answering `value`. */
function database(value: unknown = 'rows') {
  let reads = 0;
  return {
    load: async () => {
      reads += 1;
      return value;
    },
    get reads() {
      return reads;
    },
  };
}

/** A read that answers only when told to, so that something can happen while it runs. */
function slowRead() {
  let answer: (value: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => (answer = resolve));
  return { load: () => promise, answer: (value: string) => answer(value) };
}

const listeningCache = () => {
  const cache = createOwnerReadCache();
  cache.listening(true);
  return cache;
};

describe('a student’s reads kept in memory', () => {
  it('keeps nothing until notices are heard', async () => {
    const cache = createOwnerReadCache();
    const db = database();
    await cache.read(ann, 'profile', db.load);
    await cache.read(ann, 'profile', db.load);
    expect(db.reads).toBe(2);
  });

  it('answers a kept read from memory, per owner and per key', async () => {
    const cache = listeningCache();
    const db = database();
    expect(await cache.read(ann, 'profile', db.load)).toBe('rows');
    expect(await cache.read(ann, 'profile', db.load)).toBe('rows');
    await cache.read(ann, 'courses', db.load);
    await cache.read(bob, 'profile', db.load);
    expect(db.reads).toBe(3);
  });

  it('forgets one owner named changed, and nobody else', async () => {
    const cache = listeningCache();
    const db = database();
    await cache.read(ann, 'profile', db.load);
    await cache.read(bob, 'profile', db.load);
    cache.forget(ownerKey(ann));
    await cache.read(ann, 'profile', db.load);
    await cache.read(bob, 'profile', db.load);
    expect(db.reads).toBe(3);
  });

  it('forgets everyone on `*`, and when listening stops or starts again', async () => {
    for (const change of [
      (cache: ReturnType<typeof listeningCache>) => cache.forget('*'),
      (cache: ReturnType<typeof listeningCache>) => cache.listening(true),
    ]) {
      const cache = listeningCache();
      const db = database();
      await cache.read(ann, 'profile', db.load);
      change(cache);
      await cache.read(ann, 'profile', db.load);
      expect(db.reads).toBe(2);
    }
    const lost = listeningCache();
    const db = database();
    await lost.read(ann, 'profile', db.load);
    lost.listening(false);
    await lost.read(ann, 'profile', db.load);
    await lost.read(ann, 'profile', db.load);
    expect(db.reads).toBe(3);
  });

  it('does not keep a read that was running when its owner was named changed', async () => {
    const cache = listeningCache();
    const running = slowRead();
    const answered = cache.read(ann, 'profile', running.load);
    cache.forget(ownerKey(ann));
    running.answer('read before the change committed');
    expect(await answered).toBe('read before the change committed');
    const db = database('after');
    expect(await cache.read(ann, 'profile', db.load)).toBe('after');
  });

  it('keeps a read that was running while someone else changed', async () => {
    const cache = listeningCache();
    const running = slowRead();
    const answered = cache.read(ann, 'profile', running.load);
    cache.forget(ownerKey(bob));
    running.answer('kept');
    await answered;
    const db = database('not read');
    expect(await cache.read(ann, 'profile', db.load)).toBe('kept');
    expect(db.reads).toBe(0);
  });

  it('does not keep a read that was running when everyone was forgotten', async () => {
    const cache = listeningCache();
    const running = slowRead();
    const answered = cache.read(ann, 'profile', running.load);
    cache.forget('*');
    running.answer('stale');
    await answered;
    expect(await cache.read(ann, 'profile', database('fresh').load)).toBe('fresh');
  });

  it('does not keep an answer its read says depended on the time', async () => {
    const cache = listeningCache();
    const db = database({ openedAt: null });
    const keep = (value: unknown) => (value as { openedAt: Date | null }).openedAt !== null;
    await cache.read(ann, 'previous', db.load, keep);
    await cache.read(ann, 'previous', db.load, keep);
    expect(db.reads).toBe(2);
  });
});
