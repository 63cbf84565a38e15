import type { CardPaymentRequest } from '@portal/domain/enrollment/card-payment';
import type { Order } from '@portal/domain/enrollment/order';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { PaymentProviders, ProviderMethod } from '../../payments/payment-provider';
import { chargeDueToday } from '../orders/amount-due-today';
import { outcomeOf } from '../orders/attempt-outcome';
import { isOpen } from '../../ledger-records/attempt-status';
import { cardOf, chargeCardWithRetries } from './charge-card';
import { announceOrder } from '../orders/ledger-events';
import { orderQueries, type OrderRow } from '../../ledger-records/order-queries';
import { type Owner } from '../../ledger-records/owner';
import {
  type AttemptRow,
  paymentAttemptQueries,
} from '../../ledger-records/payment-attempt-queries';
import { recordAttemptOutcome } from '../orders/order-outcome';
import { resolveAttemptInDoubt } from './resolve-attempt-in-doubt';

interface PaymentContext {
  db: Database;
  providers: PaymentProviders;
  owner: Owner;
  now: () => Date;
}

/**
 * PUT /ledger-api/orders/{id}/payment/card. No transaction spans the gateway call
 * (docs/architecture.md, decision 13): the first records the attempt and moves the order to PENDING,
 * the gateway is called, the second records the result. The idempotency key makes a replay return
 * the first outcome; unique indexes make a second concurrent attempt or a second success
 * impossible (docs/decisions/0005-payments.md).
 */
export async function payOrderByCard(
  options: PaymentContext & { orderId: string; idempotencyKey: string; card: CardPaymentRequest },
): Promise<Order> {
  const { db, owner, orderId, idempotencyKey, card } = options;
  // Both of the owner's: an order that is not (or does not exist) has neither, and is found
  // missing when it is locked.
  const { keyed, open } = await paymentAttemptQueries.keyedAndOpenAttempts(
    db,
    owner,
    orderId,
    idempotencyKey,
  );
  if (keyed) return replay(options, keyed);
  if (open) await settleOpenAttempt(options, open);

  const attempt = await startAttempt(options, orderId, card.promoCode, {
    idempotencyKey,
    promoCode: card.promoCode ? card.promoCode.toUpperCase() : null,
    cardType: card.cardTypeView,
    lastFour: card.creditCardNumber.slice(-4),
  });
  const answer = await chargeCardWithRetries(options.providers.CREDIT_CARD, {
    requestId: attempt.id,
    amountCents: attempt.amountCents,
    card: cardOf(card),
  });
  if (!answer.ok) {
    await paymentAttemptQueries.settleAttempt(db, attempt.id, { status: 'UNKNOWN' });
    throw new AppError(answer.error);
  }
  const settled = await recordAttemptOutcome(
    db,
    owner,
    attempt,
    { kind: 'answered', result: answer.result },
    options.now(),
    card.address,
  );
  if (settled) return outcomeOf(db, owner, settled.attempt, settled.order);
  // Settled by a concurrent resolver: read what it recorded.
  const final = await paymentAttemptQueries.attemptByKey(db, owner, orderId, idempotencyKey);
  return outcomeOf(db, owner, final!);
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
    const order = await orderQueries.lockOrder(tx, owner, orderId);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status === 'SUCCESS') throw new AppError('ORDER_ALREADY_PAYED');
    if (order.status !== 'CREATED' && order.status !== 'FAIL') {
      throw new AppError('ORDER_IN_PAYMENT_PENDING');
    }
    const { amountCents, promotion } = await chargeDueToday(tx, order, promoCode);
    const paying = await orderQueries.moveOrder(tx, owner, order.id, {
      from: ['CREATED', 'FAIL'],
      to: 'PENDING',
      now: at,
    });
    const created = await paymentAttemptQueries.insertAttempt(tx, {
      ...owner,
      ...attempt,
      amountCents,
      promotion,
      orderId: order.id,
      paymentMethod: 'CREDIT_CARD',
      status: 'IN_FLIGHT',
      createdAt: at,
    });
    // Rolled back with the order's move: the unique indexes refused a second attempt.
    if (!created) throw new AppError('ORDER_IN_PAYMENT_PENDING');
    await announceOrder(tx, owner, paying!, null, at);
    return created;
  });
}

/**
 * An attempt of this order that never got its answer (timed out, or its process died) is settled
 * before a new one starts, by the same rule as the settling job; while it stays in doubt the
 * learner is told so and no new charge starts.
 */
export async function resolveOpenAttempt(
  context: Pick<PaymentContext, 'db' | 'providers' | 'now'>,
  order: OrderRow,
) {
  const open = await paymentAttemptQueries.openAttempt(context.db, order.id);
  if (open) await settleOpenAttempt(context, open);
}

/** The open attempt `open` settled by that rule, or the learner told why no new charge starts. */
async function settleOpenAttempt(
  { db, providers, now }: Pick<PaymentContext, 'db' | 'providers' | 'now'>,
  open: AttemptRow,
) {
  // The attempt's own provider knows what became of it, whichever method pays now.
  const provider =
    open.paymentMethod in providers
      ? providers[open.paymentMethod as ProviderMethod]
      : providers.CREDIT_CARD;
  const outcome = await resolveAttemptInDoubt({ db, provider, attempt: open, now });
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
    // The order's one open attempt is this one.
    await settleOpenAttempt(context, attempt);
    const settled = await paymentAttemptQueries.attemptByKey(
      context.db,
      context.owner,
      attempt.orderId,
      attempt.idempotencyKey,
    );
    return outcomeOf(context.db, context.owner, settled!);
  }
  return outcomeOf(context.db, context.owner, attempt);
}
