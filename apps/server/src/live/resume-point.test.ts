import { describe, expect, it } from 'vitest';
import { resumePoint } from './resume-point';

describe('resumePoint', () => {
  it.each([
    [
      'a new connection starts at the newest event',
      undefined,
      { oldest: 5, newest: 40, issued: 41 },
      { from: 40, resync: false },
    ],
    [
      'a new connection on an empty outbox starts at 0',
      undefined,
      { oldest: null, newest: null, issued: 0 },
      { from: 0, resync: false },
    ],
    [
      'the last event seen is the newest',
      40,
      { oldest: 5, newest: 40, issued: 41 },
      { from: 40, resync: false },
    ],
    [
      'events after it are all kept',
      12,
      { oldest: 5, newest: 40, issued: 41 },
      { from: 12, resync: false },
    ],
    [
      'the one before the oldest kept',
      4,
      { oldest: 5, newest: 40, issued: 41 },
      { from: 4, resync: false },
    ],
    [
      'older than the oldest kept',
      3,
      { oldest: 5, newest: 40, issued: 41 },
      { from: 40, resync: true },
    ],
    [
      'beyond any position handed out',
      42,
      { oldest: 5, newest: 40, issued: 41 },
      { from: 40, resync: true },
    ],
    [
      'everything pruned, the client saw the last',
      41,
      { oldest: null, newest: null, issued: 41 },
      { from: 41, resync: false },
    ],
    [
      'everything pruned, the client missed some',
      39,
      { oldest: null, newest: null, issued: 41 },
      { from: 0, resync: true },
    ],
  ])('%s', (_name, requested, bounds, expected) => {
    expect(resumePoint(requested, bounds)).toEqual(expected);
  });
});
