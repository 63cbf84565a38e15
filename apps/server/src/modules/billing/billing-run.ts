import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import { BILLED_STATUSES } from '@portal/domain/ledger/subscription-lifecycle';
import type { Database } from '../../db/database';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import {
  NEVER_RECEIVED,
  ProviderTimeoutError,
  type PaymentProvider,
  type PaymentProviders,
  type ProviderResult,
} from '../../payments/payment-provider';
import { isPaid } from '../../ledger-records/attempt-status';
import { applyEffects, chargeEffect, periodEndEffect } from './record-charge';
import { GATEWAY_TRIES, inDoubtAfterMs } from '../payment-methods/resolve-attempt-in-doubt';
import { type ChargeRow, subscriptionQueries } from '../../ledger-records/subscription-queries';

export interface BillingContext {
  db: Database;
  providers: PaymentProviders;
  /** For the tenant's name and colours on the learner's mail. */
  tenants: TenantRegistry;
  now: () => Date;
}

export interface BillingReport {
  paid: number;
  declined: number;
  /** Charges whose provider did not answer: left open, asked again by the next run. */
  unanswered: number;
}

/** Subscriptions claimed per transaction: large enough to share a commit, small enough to lock. */
const BATCH_SIZE = 200;
/** Provider calls at once within a batch. */
const CALLS_AT_ONCE = 8;

type Answer = { charge: ChargeRow; result: ProviderResult | null };

/**
 * The billing run (docs/billing.md), run by the bill-subscriptions job on any instance, as often
 * as it likes. First it finishes charges an earlier run left open (it died, or the provider did
 * not answer) by sending the same request again, which the provider de-duplicates. Then, batch by
 * batch, it claims due subscriptions (locked, skipping those another instance holds), records one
 * charge per period with `next_payment_at` cleared in the same transaction, calls the provider
 * with no transaction open, and records the outcomes. A subscription is therefore charged at most
 * once per period (the unique indexes say so too), and a charge a crash interrupted is finished,
 * not lost.
 */
export async function runBilling(context: BillingContext): Promise<BillingReport> {
  const report: BillingReport = { paid: 0, declined: 0, unanswered: 0 };
  await settleAnswers(context, await askAgain(context), report);
  for (;;) {
    const charges = await claimDue(context);
    if (charges.length === 0) return report;
    await settleAnswers(context, await chargeAll(context, charges), report);
  }
}

/** Providers are keyed by the method they serve; a subscription's method always has one. */
function providerFor(providers: PaymentProviders, method: string): PaymentProvider {
  return providers[method as keyof PaymentProviders];
}

async function askAgain(context: BillingContext): Promise<Answer[]> {
  const { db, providers, now } = context;
  const deadline = Math.max(...Object.values(providers).map((p) => inDoubtAfterMs(p)));
  const open = await subscriptionQueries.openCharges(
    db,
    new Date(now().getTime() - deadline),
    BATCH_SIZE,
  );
  return chargeAll(context, open);
}

/** One transaction: claims a batch of due subscriptions and records their charges IN_FLIGHT. */
function claimDue({ db, tenants, now }: BillingContext): Promise<ChargeRow[]> {
  return db.transaction(async (tx) => {
    const at = now();
    const due = await subscriptionQueries.claimDue(tx, at, BATCH_SIZE);
    const billed = due.filter((s) => (BILLED_STATUSES as string[]).includes(s.status));
    const ended = due.filter((s) => !billed.includes(s));
    await applyEffects(
      tx,
      tenants,
      ended.map((row) => periodEndEffect(row, at)),
      at,
    );
    await subscriptionQueries.clearDue(
      tx,
      billed.map((s) => s.id),
      at,
    );
    return subscriptionQueries.insertCharges(
      tx,
      billed.map((s) => ({
        id: randomUUID(),
        tenantId: s.tenantId,
        userId: s.userId,
        subscriptionId: s.id,
        period: s.nextPeriod,
        amountCents: s.amountCents,
        paymentMethod: s.paymentMethod,
        instrumentReference: s.instrumentReference,
        status: 'IN_FLIGHT',
        brand: s.brand,
        lastFour: s.lastFour,
        createdAt: at,
      })),
    );
  });
}

/** Calls the provider for each charge, retrying a timeout with the same request id. */
async function chargeAll({ providers }: BillingContext, charges: ChargeRow[]): Promise<Answer[]> {
  const limit = pLimit(CALLS_AT_ONCE);
  return Promise.all(
    charges.map((charge) =>
      limit(async () => ({ charge, result: await sendCharge(providers, charge) })),
    ),
  );
}

/**
 * Charges a stored instrument, retrying a timeout with the same request id. A charge of a new
 * card or an approved PayPal checkout (a debt paid with it) cannot be sent again without the
 * payer: the provider is asked what became of it, and one it never received has failed.
 */
export async function sendCharge(providers: PaymentProviders, charge: ChargeRow) {
  const provider = providerFor(providers, charge.paymentMethod);
  const reference = charge.instrumentReference;
  for (let tryNumber = 1; tryNumber <= GATEWAY_TRIES; tryNumber += 1) {
    try {
      if (reference === null) {
        // PayPal finds a checkout by its own order id, kept with the charge.
        return (await provider.findResult(charge.id, charge.providerData)) ?? NEVER_RECEIVED;
      }
      return await provider.chargeStored({
        requestId: charge.id,
        amountCents: charge.amountCents,
        reference,
      });
    } catch (error) {
      if (!(error instanceof ProviderTimeoutError)) return null;
    }
  }
  return null;
}
/**
 * Records what the providers answered. Unanswered charges stay open (UNKNOWN) for the next run;
 * the answered ones are settled in one transaction, their subscriptions locked first, so a
 * learner's change made meanwhile is seen and a charge settled by someone else is skipped.
 */
async function settleAnswers(
  { db, tenants, now }: BillingContext,
  answers: Answer[],
  report: BillingReport,
) {
  const unanswered = answers.filter((a) => !a.result).map((a) => a.charge.id);
  report.unanswered += unanswered.length;
  await subscriptionQueries.markUnknown(db, unanswered);
  const answered = answers.flatMap((a) => (a.result ? [{ ...a, result: a.result }] : []));
  if (answered.length === 0) return;
  await db.transaction(async (tx) => {
    const at = now();
    const locked = await subscriptionQueries.lockMany(
      tx,
      answered.map((a) => a.charge.subscriptionId),
    );
    const subscriptions = new Map(locked.map((row) => [row.id, row]));
    const settled = await subscriptionQueries.settleMany(
      tx,
      answered.map(({ charge, result }) => ({
        id: charge.id,
        status: result.status,
        transactionId: result.transactionId,
        errorCode: result.errorCode,
        providerData: result.data,
      })),
      at,
    );
    const effects = answered.flatMap(({ charge, result }) => {
      const subscription = subscriptions.get(charge.subscriptionId);
      if (!settled.has(charge.id) || !subscription) return [];
      const paid = isPaid(result.status);
      report[paid ? 'paid' : 'declined'] += 1;
      const outcome = { status: result.status, transactionId: result.transactionId };
      const settledCharge = { ...charge, ...outcome, errorCode: result.errorCode, completedAt: at };
      return [chargeEffect(subscription, settledCharge, paid, at)];
    });
    await applyEffects(tx, tenants, effects, at);
  });
}
