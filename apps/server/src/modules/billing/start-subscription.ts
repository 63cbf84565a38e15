import { planStart } from '@portal/domain/ledger/billing-calendar';
import { planCharge } from '@portal/domain/ledger/plan-charge';
import type { Promotion } from '@portal/domain/enrollment/plans-and-promotions';
import type { Periodicity } from '@portal/domain/ledger/periodicity';
import { accessEndsAt } from '@portal/domain/ledger/subscription-lifecycle';
import type { Transaction } from '../../db/database';
import type { StoredInstrument } from '../../payments/payment-provider';
import { findProgramPlan } from '../catalog/find-program-plan';
import { findPromotion } from '../organization/find-promotion';
import { announceMembership, announceSubscription } from '../orders/ledger-events';
import { membershipQueries } from '../../ledger-records/membership-queries';
import { orderQueries, type OrderRow } from '../../ledger-records/order-queries';
import type { Owner } from '../../ledger-records/owner';
import { subscriptionQueries } from '../../ledger-records/subscription-queries';

type PromotionTerms = Omit<Promotion, 'code'>;

/**
 * Starts the payment plan of a paid enrolment order, in the transaction that records the
 * payment: the first period was paid today (period 0 at the anchor), so period 1 is due one
 * period later. A deferred first payment (DEFERRED_PAYMENT) anchors the plan at the end of the
 * deferral instead, so period 0 is charged then. The membership lasts through the next period's
 * retries. A plan is started once per order (a unique index).
 *
 * Each period costs the price the order was placed at, under the promotion's terms the payment
 * was charged under: a price or a promotion published since changes neither
 * (docs/catalog-editing.md "Orders keep their price"). The plan's name and period are its own.
 */
export async function startSubscription(
  tx: Transaction,
  owner: Owner,
  start: {
    order: OrderRow;
    paymentMethod: string;
    instrument: StoredInstrument;
    promoCode: string | null;
    /** The promotion's terms the payment kept; a payment made before it kept them has the code. */
    promotion: PromotionTerms | null;
    now: Date;
  },
) {
  const { order, instrument, now } = start;
  const plan = await findProgramPlan(tx, order.degreeProgramId ?? 0);
  if (!plan) return undefined;
  const promotion =
    start.promotion ?? (start.promoCode ? await findPromotion(tx, start.promoCode) : undefined);
  const items = await orderQueries.items(tx, order.id);
  const placedCents =
    items.length > 0 ? items.reduce((sum, item) => sum + item.priceCents, 0) : plan.priceCents;
  const periodicity = plan.periodicity as Periodicity;
  const { anchorAt, nextPeriod, nextPaymentAt } = planStart(now, periodicity, promotion);
  const created = await subscriptionQueries.insert(tx, {
    ...owner,
    orderId: order.id,
    planName: plan.name,
    planEs: plan.es?.name === undefined ? null : { name: plan.es.name },
    periodicity,
    amountCents: planCharge(placedCents, promotion ?? null).pricePerPeriodCents,
    status: 'ENABLED',
    anchorAt,
    nextPeriod,
    nextPaymentAt,
    paymentMethod: start.paymentMethod,
    instrumentReference: instrument.reference,
    brand: instrument.brand,
    lastFour: instrument.lastFour,
    expiresOn: instrument.expiresOn,
    createdAt: now,
    updatedAt: now,
  });
  if (!created) return undefined;
  const membership = await membershipQueries.enableUntil(
    tx,
    owner,
    accessEndsAt(nextPaymentAt),
    now,
  );
  await announceMembership(tx, owner, 'MEMBERSHIP_ENABLED', now, membership);
  await announceSubscription(tx, created, 'USER_SUBSCRIPTION_ENABLED', now);
  return created;
}
