import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionTicker } from './session-ticker';

afterEach(() => {
  vi.useRealTimers();
});

describe('the live sessions ticker', () => {
  it('visits every session once per period, a tenth of them at each tick', () => {
    vi.useFakeTimers();
    const ticker = createSessionTicker({ periodMs: 1_000, onError: () => undefined });
    const visits = Array.from({ length: 40 }, () => 0);
    visits.forEach((_, i) => ticker.add(() => (visits[i]! += 1)));

    vi.advanceTimersByTime(100);
    expect(visits.reduce((a, b) => a + b)).toBe(4);
    vi.advanceTimersByTime(900);
    expect(visits).toEqual(visits.map(() => 1));
    vi.advanceTimersByTime(2_000);
    expect(visits).toEqual(visits.map(() => 3));
    ticker.stop();
  });

  it('stops visiting a session once it is removed', () => {
    vi.useFakeTimers();
    const ticker = createSessionTicker({ periodMs: 1_000, onError: () => undefined });
    let visits = 0;
    const remove = ticker.add(() => (visits += 1));
    vi.advanceTimersByTime(1_000);
    remove();
    vi.advanceTimersByTime(5_000);
    expect(visits).toBe(1);
    ticker.stop();
  });

  it('reports a visit that throws and still visits the others of its tick', () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const ticker = createSessionTicker({
      periodMs: 100,
      slices: 1,
      onError: (e) => errors.push(e),
    });
    let visits = 0;
    ticker.add(() => {
      throw new Error('broken');
    });
    ticker.add(() => (visits += 1));
    vi.advanceTimersByTime(100);
    expect(errors).toHaveLength(1);
    expect(visits).toBe(1);
    ticker.stop();
  });
});
