import { randomUUID } from 'node:crypto';
import type { PayPalCheckout } from '@portal/domain/enrollment/paypal-checkout';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { AppError } from '../../http/app-error';
import { withGatewayRetries } from '../payment-methods/gateway-retries';
import { type DebtContext, debtOutcome, recordDebtCharge } from './pay-debt';
import { type ChargeRow, subscriptionQueries } from '../../ledger-records/subscription-queries';

/**
 * PUT /ledger-api/orders/debt with `paypal: {}`: PayPal's first step for the plan's debt. Under the
 * plan's lock the whole debt is recorded as a charge waiting for the payer (REQUIRES_ACTION, one
 * per Idempotency-Key: a replayed key answers the same checkout), then PayPal creates the checkout
 * with no transaction open (the charge id as PayPal-Request-Id). The charge keeps its token.
 */
export async function startDebtPayPal(
  payment: DebtContext & { idempotencyKey: string; returnUrl: string; cancelUrl: string },
): Promise<PayPalCheckout> {
  const { db, owner, idempotencyKey, now } = payment;
  const earlier = await subscriptionQueries.chargeByKey(db, owner, idempotencyKey);
  const charge = earlier ?? (await recordAwaitingCharge(payment));
  const checkout = checkoutOf(charge);
  if (checkout) return checkout;
  // Another way of paying already used this key: its outcome, as any replayed key answers.
  if (charge.paymentMethod !== 'PAYPAL' || charge.status !== 'REQUIRES_ACTION') {
    await debtOutcome(payment, charge);
    throw new AppError('DEBT_ALREADY_PAID');
  }
  const answer = await withGatewayRetries(() =>
    payment.providers.PAYPAL.createCheckout({
      requestId: charge.id,
      amountCents: charge.amountCents,
      returnUrl: payment.returnUrl,
      cancelUrl: payment.cancelUrl,
    }),
  );
  if (!answer.ok) {
    // Nothing was charged: the charge is closed, and a new key may try again.
    await subscriptionQueries.updateAwaitingCharge(db, charge.id, {
      status: 'FAILED',
      errorCode: answer.error,
      completedAt: now(),
    });
    throw new AppError(answer.error);
  }
  const { token, approvalUrl } = answer.value;
  await subscriptionQueries.updateAwaitingCharge(db, charge.id, {
    providerData: { orderId: token, approvalUrl },
  });
  return { expressCheckoutToken: token, approvalUrl };
}

/** The checkout a charge already has, for a replayed key. */
function checkoutOf(charge: ChargeRow): PayPalCheckout | undefined {
  const data = charge.providerData;
  return charge.status === 'REQUIRES_ACTION' &&
    typeof data?.orderId === 'string' &&
    typeof data.approvalUrl === 'string'
    ? { expressCheckoutToken: data.orderId, approvalUrl: data.approvalUrl }
    : undefined;
}

function recordAwaitingCharge({
  db,
  owner,
  idempotencyKey,
  now,
}: DebtContext & { idempotencyKey: string }) {
  return db.transaction(async (tx) => {
    const subscription = await subscriptionQueries.lockLatest(tx, owner);
    if (!subscription) throw new AppError('NOT_FOUND');
    if (subscription.debtCents === 0) throw new AppError('DEBT_ALREADY_PAID');
    const [charge] = await subscriptionQueries.insertCharges(tx, [
      {
        id: randomUUID(),
        ...owner,
        subscriptionId: subscription.id,
        period: null,
        amountCents: subscription.debtCents,
        paymentMethod: 'PAYPAL',
        instrumentReference: null,
        idempotencyKey,
        status: 'REQUIRES_ACTION',
        brand: 'PayPal',
        lastFour: null,
        createdAt: now(),
      },
    ]);
    // The same key raced in from a second request: it recorded the charge first.
    if (!charge) throw new AppError('ORDER_IN_PAYMENT_PENDING');
    return charge;
  });
}

/**
 * PUT /ledger-api/orders/debt with `paypal: { expressCheckoutToken }`: captures the approved
 * checkout, in the card payment's shape. Under the plan's lock the debt must still be what was
 * approved and no other charge of the plan under way; the charge moves IN_FLIGHT (so the plan's
 * one-open-charge index holds every other payment off), PayPal captures with the charge id as
 * PayPal-Request-Id and no transaction open, and the outcome is recorded as a card's is. The token
 * names the charge, so a second capture answers the first outcome and moves no money.
 */
export async function captureDebtPayPal(
  payment: DebtContext & { token: string },
): Promise<Subscription> {
  const { db, owner, token } = payment;
  const charge = await subscriptionQueries.chargeByCheckoutToken(db, owner, token);
  // Another learner's token, or nobody's, answers like a missing one.
  if (!charge) throw new AppError('NOT_FOUND');
  if (charge.status !== 'REQUIRES_ACTION') return debtOutcome(payment, charge);
  const started = await startCapture(payment, charge);
  if ('refused' in started) throw new AppError(started.refused);
  const answer = await withGatewayRetries(() =>
    payment.providers.PAYPAL.capture({ requestId: started.id, token }),
  );
  if (!answer.ok) {
    // Left open: the billing run asks PayPal about the checkout and settles it.
    await subscriptionQueries.markUnknown(db, [started.id]);
    throw new AppError(answer.error);
  }
  await recordDebtCharge(payment, started, answer.value);
  return debtOutcome(payment, (await subscriptionQueries.chargeByCheckoutToken(db, owner, token))!);
}

function startCapture({ db, now }: DebtContext, charge: ChargeRow) {
  return db.transaction(async (tx) => {
    const at = now();
    const subscription = (await subscriptionQueries.lock(tx, charge.subscriptionId))!;
    if (subscription.debtCents !== charge.amountCents) {
      // Paid meanwhile (another checkout, a card) or changed: this approval is void, and is
      // closed in this transaction (so the refusal is answered, not thrown).
      await subscriptionQueries.updateAwaitingCharge(tx, charge.id, {
        status: 'CANCELLED',
        errorCode: 'PAYMENT_USER_TRY_AGAIN',
        completedAt: at,
      });
      return {
        refused: subscription.debtCents === 0 ? 'DEBT_ALREADY_PAID' : 'PAYMENT_USER_TRY_AGAIN',
      } as const;
    }
    if (await subscriptionQueries.openCharge(tx, subscription.id)) {
      throw new AppError('ORDER_IN_PAYMENT_PENDING');
    }
    const moved = await subscriptionQueries.updateAwaitingCharge(tx, charge.id, {
      status: 'IN_FLIGHT',
      createdAt: at,
    });
    if (!moved) throw new AppError('ORDER_IN_PAYMENT_PENDING');
    return moved;
  });
}
