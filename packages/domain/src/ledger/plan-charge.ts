import type { PromotionKind } from './promotion-kind';

export interface PromotionTerms {
  kind: PromotionKind;
  percentOff: number | null;
}

export interface PlanCharge {
  /** Charged when the learner pays the enrolment order. */
  chargedTodayCents: number;
  /** Each later period's price. */
  pricePerPeriodCents: number;
}

const discounted = (priceCents: number, percentOff: number | null) =>
  Math.round((priceCents * (100 - (percentOff ?? 0))) / 100);

/**
 * What a plan costs today and per later period under a promotion (docs/product/entities.md promotion kinds):
 * DEFERRED_PAYMENT charges nothing today (the card is only verified), DISCOUNTED_PAYMENT takes
 * its percentage off the first payment, DISCOUNTED_RECURRENT_PAYMENT off every payment.
 */
export function planCharge(priceCents: number, promotion: PromotionTerms | null): PlanCharge {
  switch (promotion?.kind) {
    case undefined:
      return { chargedTodayCents: priceCents, pricePerPeriodCents: priceCents };
    case 'DEFERRED_PAYMENT':
      return { chargedTodayCents: 0, pricePerPeriodCents: priceCents };
    case 'DISCOUNTED_PAYMENT':
      return {
        chargedTodayCents: discounted(priceCents, promotion.percentOff),
        pricePerPeriodCents: priceCents,
      };
    case 'DISCOUNTED_RECURRENT_PAYMENT': {
      const price = discounted(priceCents, promotion.percentOff);
      return { chargedTodayCents: price, pricePerPeriodCents: price };
    }
  }
}
