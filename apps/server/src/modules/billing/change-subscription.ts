import { afterCancel, afterRestart } from '@portal/domain/ledger/subscription-lifecycle';
import type { SubscriptionStatus } from '@portal/domain/ledger/subscription-status';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import type { Owner } from '../../ledger-records/owner';
import { applyEffects, dueAt, type SubscriptionEffect } from './record-charge';
import {
  type SubscriptionRow,
  subscriptionQueries,
} from '../../ledger-records/subscription-queries';
import { subscriptionView } from '../../ledger-records/ledger-views';

interface PlanChange {
  db: Database;
  tenants: TenantRegistry;
  owner: Owner;
  now: Date;
}

/**
 * PUT /ledger-api/subscriptions/cancel: the learner's latest plan stops billing. Access lasts to
 * the end of the paid period (the billing run then disables it), or until the debt is paid.
 */
export function cancelSubscription(change: PlanChange & { reason: string | undefined }) {
  return changeLatest(change, (row) => {
    const status = afterCancel(row.status as SubscriptionStatus, row.debtCents, row.paymentMethod);
    if (!status) return null;
    const pending = status === 'ENABLE_TO_DISABLE';
    return {
      next: {
        ...row,
        status,
        cancelReason: change.reason ?? null,
        // A pending cancel keeps the end of its paid period; otherwise nothing is billed any more.
        nextPaymentAt: pending ? row.nextPaymentAt : null,
        updatedAt: change.now,
      },
      // Access now ends with the paid period. A charge under way (no due date while it is) keeps
      // its place: the billing run reads the cancel when it settles, and moves access then.
      access: pending && row.nextPaymentAt ? 'enable' : null,
      event: null,
      debtChanged: false,
      notice: null,
    };
  });
}

/**
 * PUT /ledger-api/subscriptions/restart: a pending cancel is withdrawn; a disabled plan is due at
 * once, and the billing run's charge enables it.
 */
export function restartSubscription(change: PlanChange) {
  return changeLatest(change, (row) => {
    const status = afterRestart(row.status as SubscriptionStatus, row.paymentMethod);
    if (!status) return null;
    const resumed = status === 'ENABLED';
    return {
      next: {
        ...row,
        status,
        cancelReason: null,
        nextPaymentAt: resumed ? (row.nextPaymentAt ?? dueAt(row, row.nextPeriod)) : change.now,
        updatedAt: change.now,
      },
      // Access runs on through the next period's retries again.
      access: resumed ? 'enable' : null,
      event: resumed ? 'USER_SUBSCRIPTION_ENABLED' : null,
      debtChanged: false,
      notice: null,
    };
  });
}

/**
 * Applies the learner's change to their latest plan under its lock, written as the billing run
 * writes its own; SUBSCRIPTION_CHANGE_NOT_ALLOWED when no arrow of the state diagram leaves it.
 */
function changeLatest(
  { db, tenants, owner, now }: PlanChange,
  effectOf: (row: SubscriptionRow) => SubscriptionEffect | null,
) {
  return db.transaction(async (tx) => {
    const row = await subscriptionQueries.lockLatest(tx, owner);
    if (!row) throw new AppError('NOT_FOUND');
    const effect = effectOf(row);
    if (!effect) throw new AppError('SUBSCRIPTION_CHANGE_NOT_ALLOWED');
    await applyEffects(tx, tenants, [effect], now);
    return subscriptionView(effect.next);
  });
}
