import type { CardPaymentRequest } from '@portal/domain/enrollment/card-payment';
import type { Order } from '@portal/domain/enrollment/order';
import { isErrorCode } from '@portal/domain/errors/error-code';
import { planCharge } from '@portal/domain/ledger/plan-charge';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findProgramPlan } from '../catalog/find-program-plan';
import { findPromotion } from '../organization/find-promotion';
import type { CardProvider } from '../../payments/payment-provider';
import { isOpen, isPaid } from './attempt-status';
import { cardOf, chargeCardWithRetries } from './charge-card';
import { announceOrder } from './ledger-events';
import { orderQueries, type OrderRow } from './order-queries';
import { type Owner } from './owner';
import { type AttemptRow, paymentAttemptQueries } from './payment-attempt-queries';
import { loadOrderView } from './ledger-views';
import { settleAttempt } from './order-outcome';
import { resolveAttemptInDoubt } from './resolve-attempt-in-doubt';

interface PaymentContext {
  db: Database;
  cards: CardProvider;
  owner: Owner;
  now: () => Date;
}

/**
 * PUT /ledger-api/orders/{id}/payment/card. No transaction spans the gateway call
 * (ARCHITECTURE.md decision 13): the first records the attempt and moves the order to PENDING,
 * the gateway is called, the second records the result. The idempotency key makes a replay return
 * the first outcome; unique indexes make a second concurrent attempt or a second success
 * impossible (docs/decisions/0005-payments.md).
 */
export async function payOrderByCard(
  options: PaymentContext & { orderId: string; idempotencyKey: string; card: CardPaymentRequest },
): Promise<Order> {
  const { db, owner, orderId, idempotencyKey, card } = options;
  const order = await orderQueries.order(db, owner, orderId);
  if (!order) throw new AppError('NOT_FOUND');

  const earlier = await paymentAttemptQueries.attemptByKey(db, owner, order.id, idempotencyKey);
  if (earlier) return replay(options, earlier);
  await resolveOpenAttempt(options, order);

  const attempt = await startAttempt(options, order.id, card.promoCode, {
    idempotencyKey,
    promoCode: card.promoCode ? card.promoCode.toUpperCase() : null,
    cardType: card.cardTypeView,
    lastFour: card.creditCardNumber.slice(-4),
  });
  const answer = await chargeCardWithRetries(options.cards, {
    requestId: attempt.id,
    amountCents: attempt.amountCents,
    card: cardOf(card),
  });
  if (!answer.ok) {
    await paymentAttemptQueries.settleAttempt(db, attempt.id, { status: 'UNKNOWN' });
    throw new AppError(answer.error);
  }
  const settled = await db.transaction((tx) =>
    settleAttempt(tx, owner, attempt, { kind: 'answered', result: answer.result }, options.now()),
  );
  // Settled by a concurrent resolver when undefined: read what it recorded.
  const final =
    settled ?? (await paymentAttemptQueries.attemptByKey(db, owner, order.id, idempotencyKey));
  return outcomeOf(options, final!);
}

export async function amountDueToday(db: Executor, order: OrderRow, promoCode: string | undefined) {
  const plan = await findProgramPlan(db, order.degreeProgramId ?? 0);
  if (!plan) throw new AppError('NOT_FOUND');
  const promotion = promoCode ? await findPromotion(db, promoCode) : undefined;
  if (promoCode && !promotion) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'promoCode', code: 'NOT_FOUND' }],
    });
  }
  return planCharge(plan.priceCents, promotion ?? null).chargedTodayCents;
}

/**
 * The first transaction: with the order locked, it is priced as it stands, moved to PENDING and
 * the attempt recorded IN_FLIGHT with that amount. A program change waits for the lock and then
 * finds the order paying, so what is charged is always the total of the order being paid.
 */
async function startAttempt(
  { db, owner, now }: PaymentContext,
  orderId: string,
  promoCode: string | undefined,
  attempt: Pick<AttemptRow, 'idempotencyKey' | 'promoCode' | 'cardType' | 'lastFour'>,
): Promise<AttemptRow> {
  const at = now();
  return db.transaction(async (tx) => {
    const order = (await orderQueries.lockOrder(tx, owner, orderId))!;
    if (order.status === 'SUCCESS') throw new AppError('ORDER_ALREADY_PAYED');
    if (order.status !== 'CREATED' && order.status !== 'FAIL') {
      throw new AppError('ORDER_IN_PAYMENT_PENDING');
    }
    const amountCents = await amountDueToday(tx, order, promoCode);
    await orderQueries.moveOrder(tx, owner, order.id, {
      from: ['CREATED', 'FAIL'],
      to: 'PENDING',
      now: at,
    });
    const created = await paymentAttemptQueries.insertAttempt(tx, {
      ...owner,
      ...attempt,
      amountCents,
      orderId: order.id,
      paymentMethod: 'CREDIT_CARD',
      status: 'IN_FLIGHT',
      createdAt: at,
    });
    // Rolled back with the order's move: the unique indexes refused a second attempt.
    if (!created) throw new AppError('ORDER_IN_PAYMENT_PENDING');
    await announceOrder(tx, owner, order.id, null, at);
    return created;
  });
}

/**
 * An attempt of this order that never got its answer (timed out, or its process died) is settled
 * before a new one starts, by the same rule as the settling job; while it stays in doubt the
 * learner is told so and no new charge starts.
 */
async function resolveOpenAttempt({ db, cards, now }: PaymentContext, order: OrderRow) {
  const open = await paymentAttemptQueries.openAttempt(db, order.id);
  if (!open) return;
  const outcome = await resolveAttemptInDoubt({ db, provider: cards, attempt: open, now });
  if (outcome === 'settled') return;
  throw new AppError(
    outcome === 'pending' && open.status === 'IN_FLIGHT'
      ? 'ORDER_IN_PAYMENT_PENDING'
      : 'PAYMENT_TIMEOUT',
  );
}

/** The stored outcome of an earlier request with the same idempotency key. */
async function replay(context: PaymentContext, attempt: AttemptRow): Promise<Order> {
  if (isOpen(attempt.status)) {
    const order = await orderQueries.order(context.db, context.owner, attempt.orderId);
    await resolveOpenAttempt(context, order!);
    const settled = await paymentAttemptQueries.attemptByKey(
      context.db,
      context.owner,
      attempt.orderId,
      attempt.idempotencyKey,
    );
    return outcomeOf(context, settled!);
  }
  return outcomeOf(context, attempt);
}

async function outcomeOf({ db, owner }: PaymentContext, attempt: AttemptRow): Promise<Order> {
  if (isPaid(attempt.status)) return (await loadOrderView(db, owner, attempt.orderId))!;
  if (!isOpen(attempt.status)) {
    throw new AppError(
      attempt.errorCode && isErrorCode(attempt.errorCode) ? attempt.errorCode : 'PAYMENT_ERROR',
    );
  }
  throw new AppError(attempt.status === 'UNKNOWN' ? 'PAYMENT_TIMEOUT' : 'ORDER_IN_PAYMENT_PENDING');
}
