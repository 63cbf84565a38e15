import { z } from 'zod';

// docs/product/states-and-transitions.md "Subscription status", the reading that names the values.
export const SUBSCRIPTION_STATUSES = [
  'EXPIRED',
  'FAILED',
  'DISABLED',
  'ENABLED',
  'ENABLED_TILL_PAY_DEBTS',
  'ENABLE_TO_DISABLE',
  'DISABLE_TO_ENABLE',
] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
