import type { Order } from '@portal/domain/enrollment/order';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { PaymentProviders, ProviderResult } from '../../payments/payment-provider';
import { chargeDueToday } from '../orders/amount-due-today';
import { outcomeOf } from '../orders/attempt-outcome';
import { isOpen } from '../../ledger-records/attempt-status';
import { announceOrder } from '../orders/ledger-events';
import { recordAttemptOutcome } from '../orders/order-outcome';
import { orderQueries } from '../../ledger-records/order-queries';
import { type Owner } from '../../ledger-records/owner';
import {
  type AttemptRow,
  paymentAttemptQueries,
} from '../../ledger-records/payment-attempt-queries';
import { resolveOpenAttempt } from './pay-order-by-card';
import { paypalCustomerId, withGatewayRetries } from './gateway-retries';

/** A setup token PayPal holds for another customer than the learner: nothing was saved. */
const NOT_THE_LEARNERS: ProviderResult = {
  status: 'FAILED',
  transactionId: null,
  errorCode: 'PAYMENT_ERROR',
  responseCode: 0,
  data: {},
  stored: null,
};

interface CaptureContext {
  db: Database;
  providers: PaymentProviders;
  owner: Owner;
  now: () => Date;
}

/**
 * PUT /ledger-api/orders/{id}/payment/paypal/token: PayPal's second step, in the card payment's
 * two-transaction shape (docs/decisions/0005-payments.md). The first moves the order to PENDING and
 * the approved attempt to IN_FLIGHT, PayPal captures with no transaction open (our attempt id as
 * PayPal-Request-Id, so a retried capture is answered, not repeated), the second records the
 * result: order SUCCESS with the membership enabled, or FAIL. The token names the attempt, so a
 * second capture of a paid token charges nothing and answers the paid order.
 */
export async function capturePayPalCheckout(
  options: CaptureContext & { orderId: string; token: string },
): Promise<Order> {
  const { db, owner, now } = options;
  const order = await orderQueries.order(db, owner, options.orderId);
  if (!order) throw new AppError('NOT_FOUND');
  const attempt = await paymentAttemptQueries.attemptByCheckoutToken(
    db,
    owner,
    order.id,
    options.token,
  );
  // A token of another order, another learner or nobody answers like a missing one.
  if (!attempt) throw new AppError('NOT_FOUND');
  if (isOpen(attempt.status)) {
    await resolveOpenAttempt(options, order);
    return outcomeOf(db, owner, (await reread(options, attempt))!);
  }
  if (attempt.status !== 'REQUIRES_ACTION') return outcomeOf(db, owner, attempt);
  await resolveOpenAttempt(options, order);

  const started = await startCapture(options, attempt);
  if (!started) {
    // The order was repriced since the token (another program): the learner starts again.
    await paymentAttemptQueries.updateAwaitingAttempt(db, attempt.id, {
      status: 'CANCELLED',
      errorCode: 'PAYMENT_USER_TRY_AGAIN',
      completedAt: now(),
    });
    throw new AppError('PAYMENT_USER_TRY_AGAIN');
  }
  const paypal = options.providers.PAYPAL;
  const answer = await withGatewayRetries(() =>
    // Nothing to pay today: the approved setup token is vaulted, and nothing is charged.
    started.amountCents <= 0
      ? paypal
          .vaultSetup({
            requestId: started.id,
            token: options.token,
            customerId: paypalCustomerId(owner),
          })
          .then((result) => result ?? NOT_THE_LEARNERS)
      : paypal.capture({ requestId: started.id, token: options.token }),
  );
  if (!answer.ok) {
    await paymentAttemptQueries.settleAttempt(db, started.id, { status: 'UNKNOWN' });
    throw new AppError(answer.error);
  }
  const result = answer.value;
  const settled = await recordAttemptOutcome(
    db,
    owner,
    started,
    { kind: 'answered', result },
    now(),
  );
  // Settled by a concurrent resolver when undefined: read what it recorded.
  if (settled) return outcomeOf(db, owner, settled.attempt, settled.order);
  return outcomeOf(db, owner, (await reread(options, started))!);
}

const reread = ({ db, owner }: CaptureContext, attempt: AttemptRow) =>
  paymentAttemptQueries.attemptByKey(db, owner, attempt.orderId, attempt.idempotencyKey);

/**
 * The first transaction: with the order locked, it must still cost what the learner approved;
 * the order moves to PENDING and the attempt to IN_FLIGHT, its deadline counting from now.
 * Undefined when the price changed.
 */
async function startCapture({ db, owner, now }: CaptureContext, attempt: AttemptRow) {
  const at = now();
  return db.transaction(async (tx) => {
    const order = (await orderQueries.lockOrder(tx, owner, attempt.orderId))!;
    if (order.status === 'SUCCESS') throw new AppError('ORDER_ALREADY_PAYED');
    if (order.status !== 'CREATED' && order.status !== 'FAIL') {
      throw new AppError('ORDER_IN_PAYMENT_PENDING');
    }
    const amountCents = await chargeDueToday(tx, order, attempt.promoCode ?? undefined).then(
      (due) => due.amountCents,
      () => undefined,
    );
    if (amountCents !== attempt.amountCents) return undefined;
    await orderQueries.moveOrder(tx, owner, order.id, {
      from: ['CREATED', 'FAIL'],
      to: 'PENDING',
      now: at,
    });
    const resumed = await paymentAttemptQueries.updateAwaitingAttempt(tx, attempt.id, {
      status: 'IN_FLIGHT',
      createdAt: at,
    });
    // Rolled back with the order's move: a concurrent capture of this token took it first.
    if (!resumed) throw new AppError('ORDER_IN_PAYMENT_PENDING');
    await announceOrder(tx, owner, order.id, null, at);
    return resumed;
  });
}
