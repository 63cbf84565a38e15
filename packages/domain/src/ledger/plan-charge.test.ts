import { describe, expect, it } from 'vitest';
import { planCharge } from './plan-charge';

describe('planCharge (docs/product/entities.md promotion kinds)', () => {
  it.each([
    ['no promotion', null, 6945, 6945],
    ['DEFERRED_PAYMENT', { kind: 'DEFERRED_PAYMENT', percentOff: null }, 0, 6945],
    ['DISCOUNTED_PAYMENT 20%', { kind: 'DISCOUNTED_PAYMENT', percentOff: 20 }, 5556, 6945],
    [
      'DISCOUNTED_RECURRENT_PAYMENT 10%',
      { kind: 'DISCOUNTED_RECURRENT_PAYMENT', percentOff: 10 },
      6251,
      6251,
    ],
    ['DISCOUNTED_PAYMENT 100%', { kind: 'DISCOUNTED_PAYMENT', percentOff: 100 }, 0, 6945],
  ] as const)('%s', (_name, promotion, today, perPeriod) => {
    expect(planCharge(6945, promotion)).toEqual({
      chargedTodayCents: today,
      pricePerPeriodCents: perPeriod,
    });
  });
});
