import type { SubscriptionStatus } from './subscription-status';

/**
 * The subscription state machine (drawn in docs/billing.md). Every move of a subscription's status
 * is one of these functions, so the server's routes and jobs cannot disagree about it.
 */

/** After these days past a due date the failed period's charge is retried; then it is debt. */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;

/** Days after a membership expires during which the learner may still restart by paying. */
export const RESTART_WINDOW_DAYS = 30;

/** Statuses whose due dates the billing run charges. */
export const BILLED_STATUSES = ['ENABLED', 'DISABLE_TO_ENABLE'] satisfies SubscriptionStatus[];

/** Statuses in which the learner keeps access. */
export const ACTIVE_STATUSES = [
  'ENABLED',
  'ENABLE_TO_DISABLE',
  'ENABLED_TILL_PAY_DEBTS',
] satisfies SubscriptionStatus[];

/**
 * A plan an access code paid in full (its method PREPAID_TOKEN): a sponsor paid the program, so
 * nothing more is billed, and the plan cannot be cancelled, restarted or moved to another method.
 */
export const isPaidInFull = (paymentMethod: string | null | undefined) =>
  paymentMethod === 'PREPAID_TOKEN';

/**
 * Where redeeming an access code moves a subscription, or null when it cannot
 * (SUBSCRIPTION_CHANGE_NOT_ALLOWED: expired, or paid in full already). Any other plan is enabled
 * for good, whatever it was: the code pays the program, debt included.
 */
export const afterAccessCode = (
  status: SubscriptionStatus,
  paymentMethod: string | null,
): SubscriptionStatus | null =>
  status === 'EXPIRED' || isPaidInFull(paymentMethod) ? null : 'ENABLED';

/** Whether the learner may put the plan's later charges on another card, account or PayPal. */
export const canChangeMethod = (status: SubscriptionStatus, paymentMethod: string | null) =>
  status !== 'EXPIRED' && !isPaidInFull(paymentMethod);

/**
 * Where the learner's cancel moves a subscription, or null when it cannot be cancelled
 * (SUBSCRIPTION_CHANGE_NOT_ALLOWED). Access lasts to the end of the paid period; with debt left
 * it lasts until the debt is paid, and nothing more is billed.
 */
export function afterCancel(
  status: SubscriptionStatus,
  debtCents: number,
  paymentMethod: string | null,
): SubscriptionStatus | null {
  if (isPaidInFull(paymentMethod)) return null;
  switch (status) {
    case 'ENABLED':
      return debtCents > 0 ? 'ENABLED_TILL_PAY_DEBTS' : 'ENABLE_TO_DISABLE';
    case 'DISABLE_TO_ENABLE':
    case 'FAILED':
      return 'DISABLED';
    default:
      return null;
  }
}

/**
 * Where the learner's restart moves a subscription, or null when it cannot be restarted. A
 * cancel not yet in effect is simply withdrawn; a disabled plan waits for its first charge
 * (DISABLE_TO_ENABLE), which the billing run takes at once. A failed plan restarts by paying its
 * debt, an expired one only through support.
 */
export function afterRestart(
  status: SubscriptionStatus,
  paymentMethod: string | null,
): SubscriptionStatus | null {
  if (isPaidInFull(paymentMethod)) return null;
  switch (status) {
    case 'ENABLE_TO_DISABLE':
    case 'ENABLED_TILL_PAY_DEBTS':
      return 'ENABLED';
    case 'DISABLED':
      return 'DISABLE_TO_ENABLE';
    default:
      return null;
  }
}

/** What a charge of a due period did: paid, declined with retries left, or declined for good. */
export type ChargeOutcome = 'paid' | 'retry' | 'declined';

/** The outcome of the `failures`-th declined charge of one period (1 for the first). */
export const declinedOutcome = (failures: number): ChargeOutcome =>
  failures <= RETRY_AFTER_DAYS.length ? 'retry' : 'declined';

/**
 * Where a charge's outcome moves a subscription. A paid charge (re)enables a plan that was
 * waiting for it and leaves a pending cancel as it is: the learner paid for the period. A
 * period declined for good fails an enabled plan (the period becomes debt); a plan cancelled or
 * restarting meanwhile is disabled instead, as no period was given.
 */
export function afterCharge(
  status: SubscriptionStatus,
  outcome: ChargeOutcome,
): SubscriptionStatus {
  if (outcome === 'retry') return status;
  if (outcome === 'paid') {
    return status === 'DISABLE_TO_ENABLE' || status === 'DISABLED' ? 'ENABLED' : status;
  }
  return status === 'ENABLED' ? 'FAILED' : 'DISABLED';
}

/** Where paying all the debt moves a subscription. */
export function afterDebtPaid(status: SubscriptionStatus): SubscriptionStatus {
  switch (status) {
    case 'FAILED':
      return 'ENABLED';
    case 'ENABLED_TILL_PAY_DEBTS':
      return 'DISABLED';
    default:
      return status;
  }
}

/** A cancelled plan at the end of its paid period. */
export const afterPeriodEnd = (status: SubscriptionStatus): SubscriptionStatus =>
  status === 'ENABLE_TO_DISABLE' ? 'DISABLED' : status;

/** A plan the learner can no longer restart once the restart window has passed. */
export const afterRestartWindow = (status: SubscriptionStatus): SubscriptionStatus =>
  status === 'FAILED' || status === 'DISABLED' ? 'EXPIRED' : status;

const DAY_MS = 86_400_000;

/** When a declined period's `failures`-th retry is due (1 for the first), counted from its due date. */
export const retryAt = (dueAt: Date, failures: number) =>
  new Date(dueAt.getTime() + RETRY_AFTER_DAYS[failures - 1]! * DAY_MS);

/**
 * Access lasts through a period's retries: a membership paid up to `nextDueAt` ends on the day of
 * its last retry, and a successful retry moves it on again.
 */
export const accessEndsAt = (nextDueAt: Date) => retryAt(nextDueAt, RETRY_AFTER_DAYS.length);

/**
 * When access ends for a plan that gives it: a cancelled plan at the end of its paid period (it is
 * not charged again, so there are no retries to wait for), a billed plan after its next period's
 * retries, a plan with nothing more to bill (paid in full) never (null).
 */
export function accessEnd(status: SubscriptionStatus, nextPaymentAt: Date | null): Date | null {
  if (!nextPaymentAt) return null;
  return status === 'ENABLE_TO_DISABLE' ? nextPaymentAt : accessEndsAt(nextPaymentAt);
}
