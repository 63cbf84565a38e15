import { randomUUID } from 'node:crypto';
import type { PayPalCheckout } from '@portal/domain/enrollment/paypal-checkout';
import { ROUTE_PATHS } from '@portal/domain/permissions/route-paths';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { PaymentProviders } from '../../payments/payment-provider';
import { chargeDueToday } from '../orders/amount-due-today';
import { orderQueries, type OrderRow } from '../../ledger-records/order-queries';
import { type Owner } from '../../ledger-records/owner';
import { paymentAttemptQueries } from '../../ledger-records/payment-attempt-queries';
import { resolveOpenAttempt } from './pay-order-by-card';
import { paypalCustomerId, withGatewayRetries } from './gateway-retries';

/**
 * GET /ledger-api/orders/{id}/payment/paypal/token: PayPal's first step. With the order locked it
 * is priced as a card payment would be, and the attempt is recorded REQUIRES_ACTION with that
 * amount, so what the learner approves at PayPal is fixed now; the order itself stays payable
 * (the learner may still choose a card). Then, with no transaction open, PayPal creates the
 * checkout (our attempt id as PayPal-Request-Id), and the attempt keeps its token. Nothing to pay
 * today (a deferred first payment) makes a Vault setup token instead: the learner approves saving
 * their PayPal, and the plan charges it when the deferral ends.
 */
export async function startPayPalCheckout(options: {
  db: Database;
  providers: PaymentProviders;
  owner: Owner;
  orderId: string;
  promoCode: string | undefined;
  /** A page of the portal on the learner's own site (partner base path included). */
  siteUrl: (path: string) => string;
  now: () => Date;
}): Promise<PayPalCheckout> {
  const { db, owner, promoCode, now } = options;
  const order = await orderQueries.order(db, owner, options.orderId);
  if (!order) throw new AppError('NOT_FOUND');
  await resolveOpenAttempt(options, order);

  const at = now();
  const attempt = await db.transaction(async (tx) => {
    const locked = (await orderQueries.lockOrder(tx, owner, order.id))!;
    if (locked.status === 'SUCCESS') throw new AppError('ORDER_ALREADY_PAYED');
    if (locked.status !== 'CREATED' && locked.status !== 'FAIL') {
      throw new AppError('ORDER_IN_PAYMENT_PENDING');
    }
    // A deferred first payment (0 today) saves the learner's PayPal without charging it.
    const { amountCents, promotion } = await chargeDueToday(tx, locked, promoCode);
    const id = randomUUID();
    const created = await paymentAttemptQueries.insertAttempt(tx, {
      ...owner,
      id,
      idempotencyKey: `paypal-${id}`,
      orderId: locked.id,
      paymentMethod: 'PAYPAL',
      status: 'REQUIRES_ACTION',
      amountCents,
      promoCode: promoCode ? promoCode.toUpperCase() : null,
      promotion,
      createdAt: at,
    });
    if (!created) throw new AppError('ORDER_IN_PAYMENT_PENDING');
    return created;
  });

  const paypal = options.providers.PAYPAL;
  const request = {
    requestId: attempt.id,
    returnUrl: options.siteUrl(paypalResultPath(order, 'return')),
    cancelUrl: options.siteUrl(paypalResultPath(order, 'cancel')),
  };
  const saveOnly = attempt.amountCents <= 0;
  const answer = await withGatewayRetries(() =>
    saveOnly
      ? paypal.createSetup({ ...request, customerId: paypalCustomerId(owner) })
      : paypal.createCheckout({ ...request, amountCents: attempt.amountCents }),
  );
  if (!answer.ok) {
    // Nothing was charged: a checkout nobody approves costs nothing. The attempt is closed.
    await paymentAttemptQueries.updateAwaitingAttempt(db, attempt.id, {
      status: 'FAILED',
      errorCode: answer.error,
      completedAt: now(),
    });
    throw new AppError(answer.error);
  }
  const token = answer.value.token;
  await paymentAttemptQueries.updateAwaitingAttempt(db, attempt.id, {
    providerData: saveOnly ? { setupToken: token } : { orderId: token },
  });
  return { expressCheckoutToken: token, approvalUrl: answer.value.approvalUrl };
}

/**
 * Where PayPal sends the learner back: an enrolment's /payment/return and /payment/cancel (
 * docs/product/screens-and-routes.md /payment/{paymentResponseStatus?}, docs/product/entities.md result kinds), a challenge exam's own payment page with
 * the result kind in `paypal` (docs/challenge-exams.md).
 */
function paypalResultPath(
  order: Pick<OrderRow, 'kind' | 'examProductId'>,
  kind: 'return' | 'cancel',
) {
  if (order.kind !== 'CHALLENGE_EXAM') return `/payment/${kind}`;
  const page = ROUTE_PATHS.challengeExamPayment.replace(':productId?', String(order.examProductId));
  return `${page}?paypal=${kind}`;
}
