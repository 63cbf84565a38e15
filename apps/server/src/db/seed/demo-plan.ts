import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { billingDate } from '@portal/domain/ledger/billing-calendar';
import type { Periodicity } from '@portal/domain/ledger/periodicity';
import {
  accessEndsAt,
  RESTART_WINDOW_DAYS,
  RETRY_AFTER_DAYS,
  retryAt,
} from '@portal/domain/ledger/subscription-lifecycle';
import { newSandboxPnref } from '../../payments/sandbox-card-provider';
import type { Executor } from '../database';
import {
  memberships,
  paymentAttempts,
  sandboxGatewayCharges,
  subscriptionCharges,
  subscriptions,
} from '../schema';

const DAY_MS = 86_400_000;

/** The demo card: the sandbox's approved VISA (docs/enrollment-api.md). */
const DEMO_CARD = { cardType: 'VISA', lastFour: '1111', expiresOn: '2031-12' } as const;

/** How many periods the demo plan has paid after the enrolment payment. */
const PAST_CHARGES = 2;

/**
 * A paying learner's billing history (docs/billing.md), for a demo user seeded a moment ago: the
 * enrolment paid by card 70 days ago, which started a monthly plan; the plan's next two periods
 * charged since, and the next one due in about three weeks. The card goes through the sandbox
 * gateway's own records, as if the learner had paid there, so the billing run charges it again
 * by its reference when the next period is due.
 *
 * A `failed` plan is the same a month older: its third period was declined and retried until the
 * plan failed (docs/billing.md "Declined charges"), which left the period's price as debt and the
 * membership expired. The card on file pays again now (the learner's account was topped up), so
 * the debt can be paid with it.
 */
export async function seedDemoPlan(
  db: Executor,
  options: {
    tenantId: string;
    userId: string;
    orderId: string;
    plan: { name: string; priceCents: number; periodicity: Periodicity };
    now: Date;
    failed?: boolean;
  },
): Promise<void> {
  const { tenantId, userId, orderId, plan, now, failed = false } = options;
  const anchorAt = new Date(now.getTime() - (failed ? 100 : 70) * DAY_MS);
  const nextPeriod = PAST_CHARGES + 1;
  const nextPaymentAt = billingDate(anchorAt, plan.periodicity, nextPeriod);

  // The enrolment payment: the gateway's charge of the card, then the order's attempt.
  const attemptId = randomUUID();
  const cardPnref = newSandboxPnref();
  await db.insert(sandboxGatewayCharges).values({
    requestId: attemptId,
    amountCents: plan.priceCents,
    resultCode: 0,
    pnref: cardPnref,
    ...DEMO_CARD,
    storedResultCode: 0,
  });
  await db.insert(paymentAttempts).values({
    id: attemptId,
    tenantId,
    userId,
    orderId,
    idempotencyKey: `demo-enrolment-${attemptId}`,
    paymentMethod: 'CREDIT_CARD',
    status: 'CAPTURED',
    amountCents: plan.priceCents,
    cardType: DEMO_CARD.cardType,
    lastFour: DEMO_CARD.lastFour,
    pnref: cardPnref,
    responseCode: 0,
    providerData: { result: 0, pnref: cardPnref },
    createdAt: anchorAt,
    completedAt: anchorAt,
  });

  const [subscription] = await db
    .insert(subscriptions)
    .values({
      tenantId,
      userId,
      orderId,
      planName: plan.name,
      periodicity: plan.periodicity,
      amountCents: plan.priceCents,
      status: failed ? 'FAILED' : 'ENABLED',
      anchorAt,
      nextPeriod,
      nextPaymentAt: failed ? null : nextPaymentAt,
      failures: failed ? RETRY_AFTER_DAYS.length + 1 : 0,
      debtCents: failed ? plan.priceCents : 0,
      paymentMethod: 'CREDIT_CARD',
      instrumentReference: cardPnref,
      brand: DEMO_CARD.cardType,
      lastFour: DEMO_CARD.lastFour,
      expiresOn: DEMO_CARD.expiresOn,
      createdAt: anchorAt,
      updatedAt: anchorAt,
    })
    .returning({ id: subscriptions.id });

  for (let period = 1; period <= PAST_CHARGES; period += 1) {
    const chargeId = randomUUID();
    const chargePnref = newSandboxPnref();
    const at = billingDate(anchorAt, plan.periodicity, period);
    await db.insert(sandboxGatewayCharges).values({
      requestId: chargeId,
      amountCents: plan.priceCents,
      resultCode: 0,
      pnref: chargePnref,
      reference: cardPnref,
      ...DEMO_CARD,
    });
    await db.insert(subscriptionCharges).values({
      id: chargeId,
      tenantId,
      userId,
      subscriptionId: subscription!.id,
      period,
      amountCents: plan.priceCents,
      paymentMethod: 'CREDIT_CARD',
      instrumentReference: cardPnref,
      status: 'CAPTURED',
      transactionId: chargePnref,
      brand: DEMO_CARD.cardType,
      lastFour: DEMO_CARD.lastFour,
      providerData: { result: 0, pnref: chargePnref },
      createdAt: at,
      completedAt: at,
    });
  }

  if (failed) {
    await seedFailedPeriod(db, {
      ...options,
      subscriptionId: subscription!.id,
      dueAt: nextPaymentAt,
    });
    return;
  }
  // Access lasts through the next period's retries, as the billing run leaves it.
  await db
    .update(memberships)
    .set({ status: 'enabled', expiresAt: accessEndsAt(nextPaymentAt), updatedAt: now })
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
}

/**
 * The period due at `dueAt`, declined then and at each retry, as the billing run records it; the
 * membership expired at the last try, its days to restart counted down since.
 */
async function seedFailedPeriod(
  db: Executor,
  options: {
    tenantId: string;
    userId: string;
    subscriptionId: string;
    plan: { priceCents: number };
    dueAt: Date;
    now: Date;
  },
) {
  const { tenantId, userId, subscriptionId, dueAt, now } = options;
  const tries = [dueAt, ...RETRY_AFTER_DAYS.map((_, i) => retryAt(dueAt, i + 1))];
  await db.insert(subscriptionCharges).values(
    tries.map((at) => ({
      id: randomUUID(),
      tenantId,
      userId,
      subscriptionId,
      period: PAST_CHARGES + 1,
      amountCents: options.plan.priceCents,
      paymentMethod: 'CREDIT_CARD',
      status: 'FAILED',
      transactionId: newSandboxPnref(),
      errorCode: 'CARD_INSUFFICIENT_FUNDS',
      brand: DEMO_CARD.cardType,
      lastFour: DEMO_CARD.lastFour,
      providerData: { result: 50 },
      createdAt: at,
      completedAt: at,
    })),
  );
  const expiredAt = tries.at(-1)!;
  const daysSince = Math.floor((now.getTime() - expiredAt.getTime()) / DAY_MS);
  await db
    .update(memberships)
    .set({
      status: 'expired',
      expiresAt: expiredAt,
      daysToRestart: Math.max(0, RESTART_WINDOW_DAYS - daysSince),
      updatedAt: now,
    })
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
}
