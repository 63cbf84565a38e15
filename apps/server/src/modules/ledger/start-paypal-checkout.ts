import { randomUUID } from 'node:crypto';
import type { PayPalCheckout } from '@portal/domain/enrollment/paypal-checkout';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  ProviderTimeoutError,
  type PaymentProviders,
  type PayPalCheckoutRequest,
  type PayPalCheckout as ProviderCheckout,
} from '../../payments/payment-provider';
import { amountDueToday } from './amount-due-today';
import { orderQueries } from './order-queries';
import { type Owner } from './owner';
import { paymentAttemptQueries } from './payment-attempt-queries';
import { resolveOpenAttempt } from './pay-order-by-card';
import { GATEWAY_TRIES } from './resolve-attempt-in-doubt';

/**
 * GET /ledger-api/orders/{id}/payment/paypal/token: PayPal's first step. With the order locked it
 * is priced as a card payment would be, and the attempt is recorded REQUIRES_ACTION with that
 * amount, so what the learner approves at PayPal is fixed now; the order itself stays payable
 * (the learner may still choose a card). Then, with no transaction open, PayPal creates the
 * checkout (our attempt id as PayPal-Request-Id), and the attempt keeps its token.
 */
export async function startPayPalCheckout(options: {
  db: Database;
  providers: PaymentProviders;
  owner: Owner;
  orderId: string;
  promoCode: string | undefined;
  /** The portal's /payment/return and /payment/cancel (SPEC §2) on the learner's own site. */
  returnUrl: string;
  cancelUrl: string;
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
    const amountCents = await amountDueToday(tx, locked, promoCode);
    // A deferred first payment verifies a card without charging it; PayPal has no such step.
    if (amountCents <= 0) throw new AppError('INVALID_PAYMENT_REQUISITES');
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
      createdAt: at,
    });
    if (!created) throw new AppError('ORDER_IN_PAYMENT_PENDING');
    return created;
  });

  const answer = await createWithRetries(options.providers.PAYPAL, {
    requestId: attempt.id,
    amountCents: attempt.amountCents,
    returnUrl: options.returnUrl,
    cancelUrl: options.cancelUrl,
  });
  if (!answer.ok) {
    // Nothing was charged: a checkout nobody approves costs nothing. The attempt is closed.
    await paymentAttemptQueries.updateAwaitingAttempt(db, attempt.id, {
      status: 'FAILED',
      errorCode: answer.error,
      completedAt: now(),
    });
    throw new AppError(answer.error);
  }
  await paymentAttemptQueries.updateAwaitingAttempt(db, attempt.id, {
    providerData: { orderId: answer.checkout.token },
  });
  return { expressCheckoutToken: answer.checkout.token, approvalUrl: answer.checkout.approvalUrl };
}

/** Retries a timeout with the same request id, so PayPal creates one checkout. */
async function createWithRetries(
  paypal: PaymentProviders['PAYPAL'],
  request: PayPalCheckoutRequest,
): Promise<
  | { ok: true; checkout: ProviderCheckout }
  | { ok: false; error: 'PAYMENT_TIMEOUT' | 'PAYMENT_TRY_AGAIN' }
> {
  for (let tryNumber = 1; tryNumber <= GATEWAY_TRIES; tryNumber += 1) {
    try {
      return { ok: true, checkout: await paypal.createCheckout(request) };
    } catch (error) {
      if (!(error instanceof ProviderTimeoutError))
        return { ok: false, error: 'PAYMENT_TRY_AGAIN' };
    }
  }
  return { ok: false, error: 'PAYMENT_TIMEOUT' };
}
