import { randomUUID } from 'node:crypto';
import type { CardPaymentRequest } from '@portal/domain/enrollment/card-payment';
import { type ErrorCode, isErrorCode } from '@portal/domain/errors/error-code';
import type { AchRecurringRequest } from '@portal/domain/ledger/bank-transfer';
import type { Subscription } from '@portal/domain/ledger/subscription';
import type { Database } from '../../db/database';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { AppError } from '../../http/app-error';
import {
  BANK_ACCOUNT_BRAND,
  type PaymentProviders,
  type ProviderResult,
} from '../../payments/payment-provider';
import { isOpen, isPaid } from '../../ledger-records/attempt-status';
import { sendCharge } from '../billing/billing-run';
import { cardOf, chargeCardWithRetries } from '../payment-methods/charge-card';
import { debitAccountWithRetries } from '../payment-methods/debit-account';
import { subscriptionView } from '../../ledger-records/ledger-views';
import type { Owner } from '../../ledger-records/owner';
import { applyEffects, chargeEffect } from '../billing/record-charge';
import {
  type ChargeRow,
  type SubscriptionRow,
  subscriptionQueries,
} from '../../ledger-records/subscription-queries';

/** What paying a debt needs, whichever way it is paid. */
export interface DebtContext {
  db: Database;
  providers: PaymentProviders;
  tenants: TenantRegistry;
  owner: Owner;
  now: () => Date;
}

interface DebtPayment extends DebtContext {
  idempotencyKey: string;
  /**
   * A new card or bank account to pay with (at most one), which becomes the method on file; the
   * method on file otherwise.
   */
  card: CardPaymentRequest | undefined;
  bankAccount: AchRecurringRequest | undefined;
}

/**
 * PUT /ledger-api/orders/debt: pays the whole debt of the learner's plan (docs/billing.md). The
 * same shape as a card payment: one transaction records the charge (one open charge per plan, one
 * charge per idempotency key), the provider is called with none open, a second records the
 * outcome; a replayed key answers the first outcome. A paid debt re-enables a failed plan. A bank
 * account's debit is paid while PROCESSING, as the enrolment's is: the settle-bank-transfers job
 * records the bank's answer later, and a return puts the debt back.
 */
export async function payDebt(payment: DebtPayment): Promise<Subscription> {
  const { db, owner, idempotencyKey } = payment;
  const earlier = await subscriptionQueries.chargeByKey(db, owner, idempotencyKey);
  if (earlier) return debtOutcome(payment, earlier);
  const charge = await startDebtCharge(payment);
  const answer = await send(payment, charge);
  if (!answer.ok) {
    // Left open: the billing run asks the provider again and settles it.
    await subscriptionQueries.markUnknown(db, [charge.id]);
    throw new AppError(answer.error);
  }
  await recordDebtCharge(payment, charge, answer.result);
  return debtOutcome(payment, (await subscriptionQueries.chargeByKey(db, owner, idempotencyKey))!);
}

type Answer = { ok: true; result: ProviderResult } | { ok: false; error: ErrorCode };

/** Charges the new card, debits the new bank account, or charges the method on file. */
async function send(payment: DebtPayment, charge: ChargeRow): Promise<Answer> {
  const { card, bankAccount } = payment;
  if (card) {
    return chargeCardWithRetries(payment.providers.CREDIT_CARD, {
      requestId: charge.id,
      amountCents: charge.amountCents,
      card: cardOf(card),
    });
  }
  const result = bankAccount
    ? await debitAccountWithRetries(payment.providers.ACH, {
        requestId: charge.id,
        amountCents: charge.amountCents,
        account: {
          routingNumber: bankAccount.routingNumber,
          accountNumber: bankAccount.accountNumber,
          holderName: bankAccount.holderName,
        },
      })
    : await sendCharge(payment.providers, charge);
  return result ? { ok: true, result } : { ok: false, error: 'PAYMENT_TIMEOUT' };
}

/**
 * What the charge is recorded against: the new instrument as the learner recognises it (never
 * more of a number than its last four), or the method on file.
 */
function chargedInstrument({ card, bankAccount }: DebtPayment, subscription: SubscriptionRow) {
  if (card) {
    return {
      paymentMethod: 'CREDIT_CARD',
      instrumentReference: null,
      brand: card.cardTypeView,
      lastFour: card.creditCardNumber.slice(-4),
    };
  }
  if (bankAccount) {
    return {
      paymentMethod: 'ACH',
      instrumentReference: null,
      brand: BANK_ACCOUNT_BRAND,
      lastFour: bankAccount.accountNumber.slice(-4),
    };
  }
  return {
    paymentMethod: subscription.paymentMethod,
    instrumentReference: subscription.instrumentReference,
    brand: subscription.brand,
    lastFour: subscription.lastFour,
  };
}

function startDebtCharge(payment: DebtPayment) {
  const { db, owner, idempotencyKey, now } = payment;
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
        ...chargedInstrument(payment, subscription),
        idempotencyKey,
        status: 'IN_FLIGHT',
        createdAt: now(),
      },
    ]);
    // Refused by a unique index: a charge of this plan is under way.
    if (!charge) throw new AppError('ORDER_IN_PAYMENT_PENDING');
    return charge;
  });
}

/** The second transaction: the charge settled and its effect on the plan, the new card kept. */
export function recordDebtCharge(payment: DebtContext, charge: ChargeRow, result: ProviderResult) {
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
export async function debtOutcome(
  { db, owner }: Pick<DebtContext, 'db' | 'owner'>,
  charge: ChargeRow,
): Promise<Subscription> {
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
