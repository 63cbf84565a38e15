import {
  accessEndsAt,
  afterCancel,
  afterRestart,
} from '@portal/domain/ledger/subscription-lifecycle';
import type { SubscriptionStatus } from '@portal/domain/ledger/subscription-status';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { announceSubscription } from './ledger-events';
import { membershipQueries } from './membership-queries';
import type { Owner } from './owner';
import { dueAt } from './record-charge';
import { subscriptionQueries } from './subscription-queries';
import { subscriptionView } from './ledger-views';

/**
 * PUT /ledger-api/subscriptions/cancel: the learner's latest plan stops billing. Access lasts to
 * the end of the paid period (the billing run then disables it), or until the debt is paid.
 */
export function cancelSubscription(options: {
  db: Database;
  owner: Owner;
  reason: string | undefined;
  now: Date;
}) {
  const { db, owner, now } = options;
  return db.transaction(async (tx) => {
    const row = await subscriptionQueries.lockLatest(tx, owner);
    if (!row) throw new AppError('NOT_FOUND');
    const status = afterCancel(row.status as SubscriptionStatus, row.debtCents, row.paymentMethod);
    if (!status) throw new AppError('SUBSCRIPTION_CHANGE_NOT_ALLOWED');
    // A charge under way keeps its place: the billing run reads the cancel when it settles.
    const periodEnd = row.nextPaymentAt ?? dueAt(row, row.nextPeriod);
    const next = await subscriptionQueries.update(tx, row.id, {
      status,
      cancelReason: options.reason ?? null,
      // Nothing is billed any more; a pending cancel still ends its period on time.
      nextPaymentAt: status === 'ENABLE_TO_DISABLE' ? row.nextPaymentAt : null,
      updatedAt: now,
    });
    if (status === 'ENABLE_TO_DISABLE') await membershipQueries.endAt(tx, owner, periodEnd, now);
    await announceSubscription(tx, next, null, now);
    return subscriptionView(next);
  });
}

/**
 * PUT /ledger-api/subscriptions/restart: a pending cancel is withdrawn; a disabled plan is due at
 * once, and the billing run's charge enables it.
 */
export function restartSubscription(options: { db: Database; owner: Owner; now: Date }) {
  const { db, owner, now } = options;
  return db.transaction(async (tx) => {
    const row = await subscriptionQueries.lockLatest(tx, owner);
    if (!row) throw new AppError('NOT_FOUND');
    const status = afterRestart(row.status as SubscriptionStatus, row.paymentMethod);
    if (!status) throw new AppError('SUBSCRIPTION_CHANGE_NOT_ALLOWED');
    const resumed = status === 'ENABLED';
    const next = await subscriptionQueries.update(tx, row.id, {
      status,
      cancelReason: null,
      nextPaymentAt: resumed ? (row.nextPaymentAt ?? dueAt(row, row.nextPeriod)) : now,
      updatedAt: now,
    });
    if (resumed && next.nextPaymentAt) {
      // Access runs on through the next period's retries again.
      await membershipQueries.enableUntil(tx, owner, accessEndsAt(next.nextPaymentAt), now);
    }
    await announceSubscription(tx, next, resumed ? 'USER_SUBSCRIPTION_ENABLED' : null, now);
    return subscriptionView(next);
  });
}
