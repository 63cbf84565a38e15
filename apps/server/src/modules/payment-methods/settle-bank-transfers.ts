import type { Database, Transaction } from '../../db/database';
import { outboxQueries } from '../../live/outbox-queries';
import {
  BANK_ACCOUNT_BRAND,
  type PaymentProvider,
  type PaymentProviders,
  type ProviderResult,
} from '../../payments/payment-provider';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import type { NoticePayment } from '../billing/billing-notices';
import { announceOrder, announceSubscription, enrollmentPlanEvent } from '../orders/ledger-events';
import type { Owner } from '../../ledger-records/owner';
import { applyEffects, returnedPaymentEffect } from '../billing/record-charge';
import {
  type AttemptRow,
  paymentAttemptQueries,
} from '../../ledger-records/payment-attempt-queries';
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
 * The bank's answers to bank transfers (docs/billing.md), asked by the settle-bank-transfers job: a
 * debit still PROCESSING is settled (CAPTURED) or returned (FAILED). The learner already had
 * access, so a return becomes debt on their plan, which fails until it is paid, as ACH returns
 * do; a settlement changes no status, but the learner is told the bank confirmed the payment
 * (below). Each answer is recorded in its own transaction by a conditional move, so two
 * instances or a second run record it once.
 */
export async function settleBankTransfers(context: Context): Promise<void> {
  const { db, providers } = context;
  const transfers: Transfer[] = [
    ...(await paymentAttemptQueries.processing(db, BATCH)).map((attempt) =>
      orderTransfer(attempt, providers.ACH, 'PROCESSING'),
    ),
    ...(await subscriptionQueries.processingCharges(db, BATCH)).map((charge) =>
      chargeTransfer(charge, providers[charge.paymentMethod as keyof PaymentProviders]),
    ),
  ];
  for (const transfer of transfers) await settleTransfer(context, transfer);
}

/**
 * How long after it settled a debit can still be returned: NACHA gives a consumer 60 days to
 * dispute a debit they did not authorise (R10).
 */
export const LATE_RETURN_WINDOW_DAYS = 60;

/** Settled debits one run asks about at most, the longest settled first. */
const LATE_BATCH = 1000;

/**
 * Returns that reach a debit after it settled (docs/reconciliation.md), asked by the
 * record-late-bank-returns job once a day: each order's bank debit settled within the return
 * window is asked about again, and a return is recorded as one before settlement is (the order's
 * payment FAILED, the plan's debt), dated as the bank dates it.
 */
export async function recordLateBankReturns(context: Context): Promise<void> {
  const since = new Date(context.now().getTime() - LATE_RETURN_WINDOW_DAYS * 86_400_000);
  for (const attempt of await paymentAttemptQueries.settledBankDebits(
    context.db,
    since,
    LATE_BATCH,
  )) {
    await settleTransfer(context, orderTransfer(attempt, context.providers.ACH, 'CAPTURED'));
  }
}

/** A debit still PROCESSING (an order's payment attempt or a plan's charge), or a settled one. */
interface Transfer {
  /** The id the bank knows the debit by, and what the bank said of it when it took it. */
  id: string;
  data: Record<string, unknown> | null;
  provider: PaymentProvider;
  from: 'PROCESSING' | 'CAPTURED';
  /** Locks the plan and moves the debit from PROCESSING to the answer; null if already moved. */
  answer(tx: Transaction, result: ProviderResult, at: Date): Promise<Answered | null>;
  settled(tx: Transaction, answered: Answered, at: Date): Promise<void>;
  /** What a return tells beyond the plan's failure. */
  returned(tx: Transaction, answered: Answered, at: Date): Promise<void>;
}

interface Answered {
  subscription: SubscriptionRow | undefined;
  payment: NoticePayment;
}

/** The one path from PROCESSING to CAPTURED or FAILED, for an order's debit and a plan's alike. */
async function settleTransfer(context: Context, transfer: Transfer) {
  const result: ProviderResult | null = await transfer.provider.findResult(
    transfer.id,
    transfer.data,
  );
  if (!result || result.status === 'PROCESSING') return;
  // A settled debit has news only when the bank has returned it.
  if (transfer.from === 'CAPTURED' && result.status !== 'FAILED') return;
  await context.db.transaction(async (tx) => {
    const at = context.now();
    const answered = await transfer.answer(tx, result, at);
    if (!answered) return;
    if (result.status === 'CAPTURED') {
      await transfer.settled(tx, answered, at);
      return;
    }
    if (result.status !== 'FAILED') return;
    await transfer.returned(tx, answered, at);
    if (!answered.subscription) return;
    const effect = returnedPaymentEffect(answered.subscription, answered.payment, at);
    await applyEffects(tx, context.tenants, [effect], at);
  });
}

function orderTransfer(
  attempt: AttemptRow,
  provider: PaymentProvider,
  from: Transfer['from'],
): Transfer {
  const owner = { tenantId: attempt.tenantId, userId: attempt.userId };
  return {
    id: attempt.id,
    data: attempt.providerData,
    provider,
    from,
    async answer(tx, result, at) {
      const subscription = await subscriptionQueries.lockByOrder(tx, attempt.orderId);
      const moved = await paymentAttemptQueries.moveAttempt(tx, attempt.id, {
        from,
        to: result.status,
        errorCode: result.errorCode,
        providerData: result.data,
        // The bank took the debit, so a failure now is its return: a line of the bank's report.
        ...(result.status === 'FAILED' ? { returnedAt: result.returnedAt ?? at } : {}),
      });
      if (!moved) return null;
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
      return { subscription, payment };
    },
    settled: (tx, { subscription }, at) =>
      announceSettledOrder(tx, { owner, orderId: attempt.orderId, subscription }, at),
    // The order's open pages read it again: it now says the transfer was returned. No event:
    // the plan's failure below is what the learner is told (docs/live-updates.md).
    returned: async (tx, _answered, at) => {
      await announceOrder(tx, owner, attempt.orderId, null, at);
    },
  };
}

function chargeTransfer(charge: ChargeRow, provider: PaymentProvider): Transfer {
  return {
    id: charge.id,
    data: charge.providerData,
    provider,
    from: 'PROCESSING',
    async answer(tx, result, at) {
      const subscription = (await subscriptionQueries.lock(tx, charge.subscriptionId))!;
      // The debit stays dated when the bank took it, as an order's does: the bank's report lists
      // it that day whatever became of it, and a return is a line of its own, the day it came.
      const moved = await subscriptionQueries.answerProcessing(tx, charge.id, {
        status: result.status,
        errorCode: result.errorCode,
        providerData: result.data,
        ...(result.status === 'FAILED' ? { returnedAt: result.returnedAt ?? at } : {}),
      });
      return moved ? { subscription, payment: moved } : null;
    },
    settled: (tx, { subscription }, at) => announceSettledCharge(tx, subscription!, charge, at),
    returned: async () => undefined,
  };
}

/**
 * An order's bank transfer settled: the order's success, now final (docs/product/states-and-transitions.md; error-catalogue.md 'Order paid
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
