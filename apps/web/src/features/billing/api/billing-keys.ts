import type { BillingTarget } from '@portal/domain/ledger/billing-target';

/** Query keys of the billing pages; the membership is the student's own (studentKeys). */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  history: () => [...billingKeys.all, 'history'] as const,
  order: (orderId: string) => [...billingKeys.all, 'order', orderId] as const,
  transaction: (target: BillingTarget, targetId: string, transactionId: string) =>
    [...billingKeys.all, 'transaction', target, targetId, transactionId] as const,
};
