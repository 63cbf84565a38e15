import type { Database, Transaction } from '../../db/database';
import { outboxQueries } from '../../live/outbox-queries';
import {
  BANK_ACCOUNT_BRAND,
  type PaymentProviders,
  type ProviderResult,
} from '../../payments/payment-provider';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import type { NoticePayment } from '../billing/billing-notices';
import { announceOrder, announceSubscription, enrollmentPlanEvent } from '../orders/ledger-events';
import type { Owner } from '../../ledger-records/owner';
import { applyEffects, returnedPaymentEffect } from '../billing/record-charge';
import { paymentAttemptQueries } from '../../ledger-records/payment-attempt-queries';
import {
  type ChargeRow,
  type SubscriptionRow,
  subscriptionQueries,
} from '../../ledger-records/subscription-queries';

/** Payments one run asks about at most; the next run takes the rest. */
const BATCH = 200;

interface Context {
  db: Database;
  providers: PaymentProviders;
  tenants: TenantRegistry;
  now: () => Date;
}

/**
 * The bank's answers to bank transfers (issue 10.3), asked by the settle-bank-transfers job: a
 * debit still PROCESSING is settled (CAPTURED) or returned (FAILED). The learner already had
 * access, so a return becomes debt on their plan, which fails until it is paid, as ACH returns
 * do; a settlement changes no status, but the learner is told the bank confirmed the payment
 * (below). Each answer is recorded in its own transaction by a conditional move, so two
 * instances or a second run record it once.
 */
export async function settleBankTransfers(context: Context): Promise<void> {
  const { db, providers } = context;
  for (const attempt of await paymentAttemptQueries.processing(db, BATCH)) {
    const result = await providers.ACH.findResult(attempt.id);
    if (!result || result.status === 'PROCESSING') continue;
    await db.transaction(async (tx) => {
      const at = context.now();
      const subscription = await subscriptionQueries.lockByOrder(tx, attempt.orderId);
      const moved = await paymentAttemptQueries.moveAttempt(tx, attempt.id, {
        from: 'PROCESSING',
        to: result.status,
        errorCode: result.errorCode,
        providerData: result.data,
      });
      if (!moved) return;
      if (result.status === 'CAPTURED') {
        const owner = { tenantId: moved.tenantId, userId: moved.userId };
        await announceSettledOrder(tx, { owner, orderId: moved.orderId, subscription }, at);
        return;
      }
      if (result.status !== 'FAILED') return;
      // The order's open pages read it again: it now says the transfer was returned. No event:
      // the plan's failure below is what the learner is told (docs/live-updates.md).
      await announceOrder(
        tx,
        { tenantId: moved.tenantId, userId: moved.userId },
        moved.orderId,
        null,
        at,
      );
      if (!subscription) return;
      const payment: NoticePayment = {
        id: moved.id,
        status: moved.status,
        amountCents: moved.amountCents,
        errorCode: moved.errorCode,
        transactionId: moved.pnref,
        completedAt: at,
        createdAt: moved.createdAt,
        brand: BANK_ACCOUNT_BRAND,
        lastFour: moved.lastFour,
      };
      await applyEffects(
        tx,
        context.tenants,
        [returnedPaymentEffect(subscription, payment, at)],
        at,
      );
    });
  }
  for (const charge of await subscriptionQueries.processingCharges(db, BATCH)) {
    const provider = providers[charge.paymentMethod as keyof PaymentProviders];
    const result: ProviderResult | null = await provider.findResult(charge.id);
    if (!result || result.status === 'PROCESSING') continue;
    await db.transaction(async (tx) => {
      const at = context.now();
      const subscription = (await subscriptionQueries.lock(tx, charge.subscriptionId))!;
      const moved = await subscriptionQueries.answerProcessing(tx, charge.id, {
        status: result.status,
        errorCode: result.errorCode,
        providerData: result.data,
        completedAt: at,
      });
      if (!moved) return;
      if (result.status === 'CAPTURED') {
        await announceSettledCharge(tx, subscription, moved, at);
        return;
      }
      if (result.status !== 'FAILED') return;
      await applyEffects(tx, context.tenants, [returnedPaymentEffect(subscription, moved, at)], at);
    });
  }
}

/**
 * An order's bank transfer settled: the order's success, now final (SPEC §4; §8 'Order paid
 * successfully!'), and the plan it started as it stands, so a billing page reads its payment
 * history again (no longer "Processing").
 */
async function announceSettledOrder(
  tx: Transaction,
  settled: { owner: Owner; orderId: string; subscription: SubscriptionRow | undefined },
  at: Date,
) {
  await announceOrder(tx, settled.owner, settled.orderId, 'ORDER_SUCCESS', at);
  if (settled.subscription) await announceSubscription(tx, settled.subscription, null, at);
}

/**
 * A plan's bank transfer settled: the plan as it stands (its payment history is read again) and,
 * for a debt payment, the debt, whose DEBT_PAYMENT_SUCCESS at 0 now means the bank confirmed it.
 */
async function announceSettledCharge(
  tx: Transaction,
  subscription: SubscriptionRow,
  charge: ChargeRow,
  at: Date,
) {
  await announceSubscription(tx, subscription, null, at);
  if (charge.period !== null) return;
  const owner = { tenantId: subscription.tenantId, userId: subscription.userId };
  await outboxQueries.write(tx, enrollmentPlanEvent(owner, subscription.debtCents, at));
}
