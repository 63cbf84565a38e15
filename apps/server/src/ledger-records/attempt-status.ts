import type { ProviderStatus } from '../payments/payment-provider';

/**
 * Where a payment attempt stands: our own two states while the provider's answer is not in
 * (IN_FLIGHT: the call is under way; UNKNOWN: it timed out, docs/decisions/0005-payments.md), then
 * the provider's normalised status.
 */
export type AttemptStatus = 'IN_FLIGHT' | 'UNKNOWN' | ProviderStatus;

/** Waiting for the provider's answer: at most one per order (a unique index). */
export const OPEN_ATTEMPT_STATUSES = ['IN_FLIGHT', 'UNKNOWN'] satisfies AttemptStatus[];

/** The order is paid by it: at most one per order (a unique index). */
export const PAID_ATTEMPT_STATUSES = [
  'AUTHORIZED',
  'CAPTURED',
  'PROCESSING',
] satisfies AttemptStatus[];

export const isOpen = (status: string) => (OPEN_ATTEMPT_STATUSES as string[]).includes(status);

export const isPaid = (status: string) => (PAID_ATTEMPT_STATUSES as string[]).includes(status);
