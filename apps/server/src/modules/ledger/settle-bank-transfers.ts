import type { Database } from '../../db/database';
import {
  BANK_ACCOUNT_BRAND,
  type PaymentProviders,
  type ProviderResult,
} from '../../payments/payment-provider';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import type { NoticePayment } from './billing-notices';
import { applyEffects, returnedPaymentEffect } from './record-charge';
import { paymentAttemptQueries } from './payment-attempt-queries';
import { subscriptionQueries } from './subscription-queries';

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
 * do. Each answer is recorded in its own transaction by a conditional move, so two instances or
 * a second run record it once.
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
      if (!moved || result.status !== 'FAILED' || !subscription) return;
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
      if (!moved || result.status !== 'FAILED') return;
      await applyEffects(tx, context.tenants, [returnedPaymentEffect(subscription, moved, at)], at);
    });
  }
}
