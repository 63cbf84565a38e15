import { z } from 'zod';

// docs/product/entities.md "Promotion kinds".
export const PROMOTION_KINDS = [
  'DEFERRED_PAYMENT',
  'DISCOUNTED_PAYMENT',
  'DISCOUNTED_RECURRENT_PAYMENT',
] as const;

export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const promotionKindSchema = z.enum(PROMOTION_KINDS);
