import { z } from 'zod';

// docs/product/entities.md "Billing target kinds": what a transaction or receipt belongs to.
export const BILLING_TARGETS = ['ORDER', 'SUBSCRIPTION'] as const;

export type BillingTarget = (typeof BILLING_TARGETS)[number];

export const billingTargetSchema = z.enum(BILLING_TARGETS);
