import { describe, expect, it } from 'vitest';
import {
  disputeMoveAllowed,
  disputeResponseRefusal,
  evidenceRetryDelayMs,
  type DisputeStatus,
} from './dispute';

describe('disputeMoveAllowed', () => {
  it.each<[DisputeStatus, DisputeStatus, boolean]>([
    ['NEEDS_RESPONSE', 'NEEDS_RESPONSE', false],
    ['NEEDS_RESPONSE', 'UNDER_REVIEW', true],
    ['NEEDS_RESPONSE', 'WON', true],
    ['NEEDS_RESPONSE', 'LOST', true],
    ['UNDER_REVIEW', 'NEEDS_RESPONSE', false],
    ['UNDER_REVIEW', 'UNDER_REVIEW', false],
    ['UNDER_REVIEW', 'WON', true],
    ['UNDER_REVIEW', 'LOST', true],
    ['WON', 'LOST', false],
    ['LOST', 'WON', false],
    ['WON', 'UNDER_REVIEW', false],
  ])('%s to %s: %s', (from, to, allowed) => {
    expect(disputeMoveAllowed(from, to)).toBe(allowed);
  });
});

describe('disputeResponseRefusal', () => {
  const respondBy = new Date('2026-12-01T00:00:00Z');
  it.each<[DisputeStatus, string, string | null]>([
    ['NEEDS_RESPONSE', '2026-11-30T23:59:59Z', null],
    ['NEEDS_RESPONSE', '2026-12-01T00:00:00Z', 'DISPUTE_RESPONSE_LATE'],
    ['UNDER_REVIEW', '2026-11-30T00:00:00Z', 'DISPUTE_NOT_OPEN'],
    ['WON', '2026-11-30T00:00:00Z', 'DISPUTE_NOT_OPEN'],
    ['LOST', '2026-12-02T00:00:00Z', 'DISPUTE_NOT_OPEN'],
  ])('%s at %s: %s', (status, now, refusal) => {
    expect(disputeResponseRefusal({ status, respondBy }, new Date(now))).toBe(refusal);
  });
});

describe('evidenceRetryDelayMs', () => {
  const minutes = (n: number) => n * 60_000;
  it.each<[number, number | null]>([
    [1, minutes(1)],
    [2, minutes(2)],
    [6, minutes(32)],
    [7, minutes(60)],
    [11, minutes(60)],
    [12, null],
  ])('after %i failed tries: %s ms', (tries, delay) => {
    expect(evidenceRetryDelayMs(tries)).toBe(delay);
  });
});
