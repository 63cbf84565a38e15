import { randomUUID } from 'node:crypto';
import { foldAccessCode } from '@portal/domain/enrollment/prepaid-token';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { afterAccessCode, isPaidInFull } from '@portal/domain/ledger/subscription-lifecycle';
import type { SubscriptionStatus } from '@portal/domain/ledger/subscription-status';
import type { Database, Transaction } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { recordAccessCode } from '../users/record-enrolment';
import { checkPrepaidToken } from '../payment-methods/check-prepaid-token';
import { subscriptionView } from '../../ledger-records/ledger-views';
import { orderQueries } from '../../ledger-records/order-queries';
import type { Owner } from '../../ledger-records/owner';
import { prepaidTokenQueries } from '../../ledger-records/prepaid-token-queries';
import { applyEffects, paidInFullEffect } from './record-charge';
import {
  type SubscriptionRow,
  subscriptionQueries,
} from '../../ledger-records/subscription-queries';

/**
 * PUT /ledger-api/subscriptions/{id}/payment/recurring/prepaid-token: a sponsor's access code for
 * the plan's program pays it in full (docs/billing.md): billing stops, access lasts without end,
 * and any debt is paid by the code. No provider is involved, so one transaction under the plan's
 * lock checks the code, uses it (one winner under concurrent use) and moves the plan. Sending the
 * same code again answers the plan as it is.
 */
export function payPlanByPrepaidToken(options: {
  db: Database;
  tenants: TenantRegistry;
  owner: Owner;
  subscriptionId: string;
  token: string;
  now: () => Date;
}): Promise<Subscription> {
  const { db, owner } = options;
  const typed = options.token.trim();
  return db.transaction(async (tx) => {
    const at = options.now();
    const row = await lockPlan(tx, owner, options.subscriptionId);
    if (
      isPaidInFull(row.paymentMethod) &&
      row.instrumentReference?.toUpperCase() === foldAccessCode(typed)
    ) {
      return subscriptionView(row);
    }
    if (!afterAccessCode(row.status as SubscriptionStatus, row.paymentMethod)) {
      throw new AppError('SUBSCRIPTION_CHANGE_NOT_ALLOWED');
    }
    // A charge under way would move the plan again when it settles: the learner tries again.
    if (await subscriptionQueries.hasOpenCharge(tx, row.id)) {
      throw new AppError('ORDER_IN_PAYMENT_PENDING');
    }
    const order = await orderQueries.order(tx, owner, row.orderId);
    // The code as issued: the learner may have typed it in another letter case.
    const { token } = await checkPrepaidToken(tx, {
      tenantId: owner.tenantId,
      token: typed,
      degreeProgramId: order?.degreeProgramId ?? 0,
      now: at,
    });
    const use = { ...owner, orderId: row.orderId, now: at };
    if (!(await prepaidTokenQueries.useToken(tx, owner.tenantId, token, use))) {
      throw new AppError('ACCESS_CODE_ALREADY_USED');
    }
    await recordAccessCode(tx, owner, token);
    const effect = paidInFullEffect(row, token, await payDebtWithCode(tx, row, token, at), at);
    await applyEffects(tx, options.tenants, [effect], at);
    return subscriptionView(effect.next);
  });
}

/** The learner's latest plan, locked, when it is the one asked for. */
async function lockPlan(tx: Transaction, owner: Owner, subscriptionId: string) {
  const row = await subscriptionQueries.lockLatest(tx, owner);
  if (row?.id === subscriptionId) return row;
  if (!(await subscriptionQueries.owned(tx, owner, subscriptionId))) {
    throw new AppError('NOT_FOUND');
  }
  throw new AppError('NOT_LATEST_SUBSCRIPTION');
}

/** The debt's payment by the code, in the history like any payment; null without debt. */
async function payDebtWithCode(tx: Transaction, row: SubscriptionRow, token: string, at: Date) {
  if (row.debtCents === 0) return null;
  const id = randomUUID();
  const [charge] = await subscriptionQueries.insertCharges(tx, [
    {
      id,
      transactionId: id,
      tenantId: row.tenantId,
      userId: row.userId,
      subscriptionId: row.id,
      period: null,
      amountCents: row.debtCents,
      paymentMethod: 'PREPAID_TOKEN',
      instrumentReference: token,
      status: 'CAPTURED',
      lastFour: token.slice(-4),
      createdAt: at,
      completedAt: at,
    },
  ]);
  return charge!;
}
