import { billingDate } from '@portal/domain/ledger/billing-calendar';
import type { Periodicity } from '@portal/domain/ledger/periodicity';
import {
  accessEndsAt,
  afterCharge,
  afterDebtPaid,
  declinedOutcome,
  RESTART_WINDOW_DAYS,
  retryAt,
} from '@portal/domain/ledger/subscription-lifecycle';
import type { SubscriptionStatus } from '@portal/domain/ledger/subscription-status';
import type { Transaction } from '../../db/database';
import { announceDebt, announceMembership, announceSubscription } from './ledger-events';
import { membershipQueries } from './membership-queries';
import { type ChargeRow, type SubscriptionRow, subscriptionQueries } from './subscription-queries';

/** When period `n` of the subscription is due, on its (possibly re-anchored) calendar. */
export const dueAt = (row: SubscriptionRow, n: number) =>
  billingDate(row.anchorAt, row.periodicity as Periodicity, n - row.anchorPeriod);

/**
 * Records a settled charge on its subscription (locked by the caller): a period charge moves the
 * calendar, retries or fails the plan (docs/billing.md); a debt payment clears the debt.
 * Returns the subscription as it now is.
 */
export function recordCharge(
  tx: Transaction,
  row: SubscriptionRow,
  charge: ChargeRow,
  paid: boolean,
  at: Date,
): Promise<SubscriptionRow> {
  if (charge.period === null) return recordDebtPayment(tx, row, charge, paid, at);
  return paid ? recordPaidPeriod(tx, row, charge.period, at) : recordDeclinedPeriod(tx, row, at);
}

async function recordPaidPeriod(tx: Transaction, row: SubscriptionRow, period: number, at: Date) {
  const status = row.status as SubscriptionStatus;
  // A plan that was not running starts its calendar again from this payment.
  const restarted = status === 'DISABLE_TO_ENABLE' || status === 'DISABLED';
  const calendar = restarted ? { anchorAt: at, anchorPeriod: period } : {};
  const next = await subscriptionQueries.update(tx, row.id, {
    ...calendar,
    status: afterCharge(status, 'paid'),
    nextPeriod: period + 1,
    nextPaymentAt: dueAt({ ...row, ...calendar }, period + 1),
    failures: 0,
    updatedAt: at,
  });
  await enableAccess(tx, next, at);
  await announceSubscription(tx, next, restarted ? 'USER_SUBSCRIPTION_ENABLED' : null, at);
  return next;
}

async function recordDeclinedPeriod(tx: Transaction, row: SubscriptionRow, at: Date) {
  const failures = row.failures + 1;
  const outcome = declinedOutcome(failures);
  if (outcome === 'retry') {
    const retry = retryAt(dueAt(row, row.nextPeriod), failures);
    const next = await subscriptionQueries.update(tx, row.id, {
      failures,
      // A run that was late retries at once rather than in the past.
      nextPaymentAt: retry > at ? retry : at,
      updatedAt: at,
    });
    await announceSubscription(tx, next, null, at);
    return next;
  }
  const status = afterCharge(row.status as SubscriptionStatus, outcome);
  const failed = status === 'FAILED';
  const next = await subscriptionQueries.update(tx, row.id, {
    status,
    failures,
    nextPaymentAt: null,
    debtCents: failed ? row.debtCents + row.amountCents : row.debtCents,
    updatedAt: at,
  });
  await expireAccess(tx, next, at);
  await announceSubscription(tx, next, failed ? 'USER_SUBSCRIPTION_FAILED' : null, at);
  if (failed) await announceDebt(tx, next, at);
  return next;
}

/**
 * A paid debt clears it. A failed plan is enabled again with its calendar anchored on the
 * payment, the unpaid period counted as paid by it; a plan cancelled with debt ends.
 */
async function recordDebtPayment(
  tx: Transaction,
  row: SubscriptionRow,
  charge: ChargeRow,
  paid: boolean,
  at: Date,
) {
  if (!paid) return row;
  const status = afterDebtPaid(row.status as SubscriptionStatus);
  const resumed = row.status === 'FAILED' && status === 'ENABLED';
  const calendar = resumed ? { anchorAt: at, anchorPeriod: row.nextPeriod } : {};
  const nextPeriod = resumed ? row.nextPeriod + 1 : row.nextPeriod;
  const next = await subscriptionQueries.update(tx, row.id, {
    ...calendar,
    status,
    debtCents: Math.max(0, row.debtCents - charge.amountCents),
    failures: 0,
    nextPeriod,
    nextPaymentAt: resumed ? dueAt({ ...row, ...calendar }, nextPeriod) : row.nextPaymentAt,
    updatedAt: at,
  });
  if (resumed) await enableAccess(tx, next, at);
  await announceSubscription(tx, next, resumed ? 'USER_SUBSCRIPTION_ENABLED' : null, at);
  await announceDebt(tx, next, at);
  return next;
}

const ownerOf = (row: SubscriptionRow) => ({ tenantId: row.tenantId, userId: row.userId });

/** Access through the next period's retries. */
async function enableAccess(tx: Transaction, row: SubscriptionRow, at: Date) {
  if (!row.nextPaymentAt) return;
  await membershipQueries.enableUntil(tx, ownerOf(row), accessEndsAt(row.nextPaymentAt), at);
  await announceMembership(tx, ownerOf(row), 'MEMBERSHIP_ENABLED', at);
}

/** A period declined for good ends access now; the learner may restart within the window. */
export async function expireAccess(tx: Transaction, row: SubscriptionRow, at: Date) {
  await membershipQueries.expireAt(tx, ownerOf(row), at, RESTART_WINDOW_DAYS, at);
  await announceMembership(tx, ownerOf(row), 'MEMBERSHIP_EXPIRED', at);
}
