import { describe, expect, it } from 'vitest';
import {
  accessChange,
  refundableCents,
  refundNeedsApproval,
  refundRefusal,
  refundRequestSchema,
} from './refund';

describe('refundableCents', () => {
  it.each([
    [[], 6945],
    [[{ amountCents: 1000, status: 'REFUNDED' as const }], 5945],
    [[{ amountCents: 1000, status: 'PENDING_APPROVAL' as const }], 5945],
    [[{ amountCents: 1000, status: 'PROCESSING' as const }], 5945],
    [[{ amountCents: 1000, status: 'UNKNOWN' as const }], 5945],
    [[{ amountCents: 1000, status: 'DECLINED' as const }], 6945],
    [[{ amountCents: 1000, status: 'FAILED' as const }], 6945],
    [[{ amountCents: 6945, status: 'REFUNDED' as const }], 0],
  ])('of 6945 with %j is %i', (refunds, left) => {
    expect(refundableCents(6945, refunds)).toBe(left);
  });
});

describe('refundRefusal', () => {
  const kept = { kind: 'kept' as const };
  it.each([
    [1, kept, null],
    [500, kept, null],
    [501, kept, 'REFUND_EXCEEDS_REMAINING'],
    [0, kept, 'VALIDATION_FAILED'],
    [-1, kept, 'VALIDATION_FAILED'],
    [100, { kind: 'ended' as const, on: '2026-11-27' }, 'VALIDATION_FAILED'],
    [100, { kind: 'ended' as const, on: '2026-11-28' }, null],
  ])('%i cents, access %j: %s', (amountCents, access, refusal) => {
    expect(refundRefusal({ amountCents, access }, 500, '2026-11-28')).toBe(refusal);
  });
});

describe('refundNeedsApproval', () => {
  it.each([
    [49_999, false],
    [50_000, false],
    [50_001, true],
  ])('%i cents against $500: %s', (amount, needs) => {
    expect(refundNeedsApproval(amount, 50_000)).toBe(needs);
  });
});

describe('accessChange', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('keeps access', () => {
    expect(accessChange({ kind: 'kept' }, null, now)).toEqual({ kind: 'none' });
  });
  it('ends it now for today', () => {
    expect(accessChange({ kind: 'ended', on: '2026-11-28' }, null, now)).toEqual({
      kind: 'end_now',
    });
  });
  it('ends it at the start of a later day', () => {
    expect(accessChange({ kind: 'ended', on: '2026-12-01' }, null, now)).toEqual({
      kind: 'end_at',
      at: new Date('2026-12-01T00:00:00Z'),
    });
  });
  it('leaves an access that ends sooner', () => {
    const sooner = new Date('2026-11-30T00:00:00Z');
    expect(accessChange({ kind: 'ended', on: '2026-12-01' }, sooner, now)).toEqual({
      kind: 'none',
    });
  });
});

describe('refundRequestSchema', () => {
  it('needs a reason', () => {
    expect(
      refundRequestSchema.safeParse({ amountCents: 1, access: { kind: 'kept' }, reason: ' ' })
        .success,
    ).toBe(false);
  });
});
