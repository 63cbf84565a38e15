import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { billingDate } from '@portal/domain/ledger/billing-calendar';
import type { Periodicity } from '@portal/domain/ledger/periodicity';
import { accessEndsAt } from '@portal/domain/ledger/subscription-lifecycle';
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

const pnref = () => `SBXDEMO${randomUUID().slice(0, 8).toUpperCase()}`;

/**
 * A paying learner's billing history (issue 10), for a demo user seeded a moment ago: the
 * enrolment paid by card 70 days ago, which started a monthly plan; the plan's next two periods
 * charged since, and the next one due in about three weeks. The card goes through the sandbox
 * gateway's own records, as if the learner had paid there, so the billing run charges it again
 * by its reference when the next period is due.
 */
export async function seedDemoPlan(
  db: Executor,
  options: {
    tenantId: string;
    userId: string;
    orderId: string;
    plan: { name: string; priceCents: number; periodicity: Periodicity };
    now: Date;
  },
): Promise<void> {
  const { tenantId, userId, orderId, plan, now } = options;
  const anchorAt = new Date(now.getTime() - 70 * DAY_MS);
  const nextPeriod = PAST_CHARGES + 1;
  const nextPaymentAt = billingDate(anchorAt, plan.periodicity, nextPeriod);

  // The enrolment payment: the gateway's charge of the card, then the order's attempt.
  const attemptId = randomUUID();
  const cardPnref = pnref();
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
      status: 'ENABLED',
      anchorAt,
      nextPeriod,
      nextPaymentAt,
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
    const chargePnref = pnref();
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

  // Access lasts through the next period's retries, as the billing run leaves it.
  await db
    .update(memberships)
    .set({ status: 'enabled', expiresAt: accessEndsAt(nextPaymentAt), updatedAt: now })
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
}
