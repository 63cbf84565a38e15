import { describe, expect, it } from 'vitest';
import { inactivityPhase, timeLeft } from './inactivity-timeout';

const END = 1_000_000;
const LEAD = 120_000;

describe('inactivityPhase', () => {
  it.each([
    ['well before the warning', END - LEAD - 1, { kind: 'active', warnAt: END - LEAD }],
    ['at the warning', END - LEAD, { kind: 'warning', endsAt: END }],
    ['a millisecond before the end', END - 1, { kind: 'warning', endsAt: END }],
    ['at the end', END, { kind: 'ended' }],
    ['after the end', END + 60_000, { kind: 'ended' }],
  ])('%s', (_when, now, phase) => {
    expect(inactivityPhase({ refreshExpiresAt: END }, now, LEAD)).toEqual(phase);
  });

  it('has nothing to time without a session or without a refresh expiry', () => {
    expect(inactivityPhase(null, END, LEAD)).toEqual({ kind: 'none' });
    expect(inactivityPhase({ refreshExpiresAt: Number.POSITIVE_INFINITY }, END, LEAD)).toEqual({
      kind: 'none',
    });
  });
});

describe('timeLeft', () => {
  it.each([
    [120_000, { unit: 'minute', count: 2 }],
    [90_001, { unit: 'minute', count: 2 }],
    [90_000, { unit: 'second', count: 90 }],
    [1_200, { unit: 'second', count: 2 }],
    [0, { unit: 'second', count: 0 }],
    [-500, { unit: 'second', count: 0 }],
  ])('%i ms', (ms, left) => {
    expect(timeLeft(ms)).toEqual(left);
  });
});
