import { randomUUID } from 'node:crypto';
import type { CardPaymentRequest } from '@portal/domain/enrollment/card-payment';
import { isErrorCode } from '@portal/domain/errors/error-code';
import type { Subscription } from '@portal/domain/ledger/subscription';
import type { Database } from '../../db/database';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { AppError } from '../../http/app-error';
import type { PaymentProviders, ProviderResult } from '../../payments/payment-provider';
import { isOpen, isPaid } from './attempt-status';
import { sendCharge } from './billing-run';
import { cardOf, chargeCardWithRetries } from './charge-card';
import { subscriptionView } from './ledger-views';
import type { Owner } from './owner';
import { applyEffects, chargeEffect } from './record-charge';
import { type ChargeRow, subscriptionQueries } from './subscription-queries';

interface DebtPayment {
  db: Database;
  providers: PaymentProviders;
  tenants: TenantRegistry;
  owner: Owner;
  idempotencyKey: string;
  /** A new card to pay with, which becomes the method on file; the method on file otherwise. */
  card: CardPaymentRequest | undefined;
  now: () => Date;
}

/**
 * PUT /ledger-api/orders/debt: pays the whole debt of the learner's plan (docs/billing.md). The
 * same shape as a card payment: one transaction records the charge (one open charge per plan, one
 * charge per idempotency key), the provider is called with none open, a second records the
 * outcome; a replayed key answers the first outcome. A paid debt re-enables a failed plan.
 */
export async function payDebt(payment: DebtPayment): Promise<Subscription> {
  const { db, owner, idempotencyKey } = payment;
  const earlier = await subscriptionQueries.chargeByKey(db, owner, idempotencyKey);
  if (earlier) return outcomeOf(payment, earlier);
  const charge = await startDebtCharge(payment);
  const answer = payment.card
    ? await chargeCardWithRetries(payment.providers.CREDIT_CARD, {
        requestId: charge.id,
        amountCents: charge.amountCents,
        card: cardOf(payment.card),
      })
    : await sendCharge(payment.providers, charge).then((result) =>
        result
          ? { ok: true as const, result }
          : { ok: false as const, error: 'PAYMENT_TIMEOUT' as const },
      );
  if (!answer.ok) {
    // Left open: the billing run asks the provider again and settles it.
    await subscriptionQueries.markUnknown(db, [charge.id]);
    throw new AppError(answer.error);
  }
  await recordDebtCharge(payment, charge, answer.result);
  return outcomeOf(payment, (await subscriptionQueries.chargeByKey(db, owner, idempotencyKey))!);
}

function startDebtCharge({ db, owner, idempotencyKey, card, now }: DebtPayment) {
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
        paymentMethod: card ? 'CREDIT_CARD' : subscription.paymentMethod,
        instrumentReference: card ? null : subscription.instrumentReference,
        idempotencyKey,
        status: 'IN_FLIGHT',
        brand: card ? card.cardTypeView : subscription.brand,
        lastFour: card ? card.creditCardNumber.slice(-4) : subscription.lastFour,
        createdAt: now(),
      },
    ]);
    // Refused by a unique index: a charge of this plan is under way.
    if (!charge) throw new AppError('ORDER_IN_PAYMENT_PENDING');
    return charge;
  });
}

/** The second transaction: the charge settled and its effect on the plan, the new card kept. */
function recordDebtCharge(payment: DebtPayment, charge: ChargeRow, result: ProviderResult) {
  return payment.db.transaction(async (tx) => {
    const at = payment.now();
    const subscription = (await subscriptionQueries.lock(tx, charge.subscriptionId))!;
    const settled = await subscriptionQueries.settleMany(
      tx,
      [{ id: charge.id, ...result, providerData: result.data }],
      at,
    );
    if (!settled.has(charge.id)) return;
    const settledCharge = {
      ...charge,
      status: result.status,
      transactionId: result.transactionId,
      errorCode: result.errorCode,
      completedAt: at,
    };
    const effect = chargeEffect(subscription, settledCharge, isPaid(result.status), at);
    if (isPaid(result.status) && result.stored) {
      effect.next = {
        ...effect.next,
        paymentMethod: charge.paymentMethod,
        instrumentReference: result.stored.reference,
        brand: result.stored.brand,
        lastFour: result.stored.lastFour,
        expiresOn: result.stored.expiresOn,
      };
    }
    await applyEffects(tx, payment.tenants, [effect], at);
  });
}

/** What a debt charge came to: the plan once paid, or the error it failed with. */
async function outcomeOf({ db, owner }: DebtPayment, charge: ChargeRow): Promise<Subscription> {
  if (isPaid(charge.status)) {
    return subscriptionView((await subscriptionQueries.owned(db, owner, charge.subscriptionId))!);
  }
  if (isOpen(charge.status)) {
    throw new AppError(
      charge.status === 'UNKNOWN' ? 'PAYMENT_TIMEOUT' : 'ORDER_IN_PAYMENT_PENDING',
    );
  }
  throw new AppError(
    charge.errorCode && isErrorCode(charge.errorCode) ? charge.errorCode : 'PAYMENT_ERROR',
  );
}
