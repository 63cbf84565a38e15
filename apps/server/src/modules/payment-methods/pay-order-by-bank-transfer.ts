import { randomUUID } from 'node:crypto';
import type {
  AchPaymentRequest,
  AchTokenRequest,
  TokenizedPayment,
} from '@portal/domain/ledger/bank-transfer';
import { billingAddressSchema } from '@portal/domain/enrollment/card-payment';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AchProvider } from '../../payments/payment-provider';
import { isPaid } from '../../ledger-records/attempt-status';
import { debitAccountWithRetries } from './debit-account';
import { announceOrder } from '../orders/ledger-events';
import { orderQueries } from '../../ledger-records/order-queries';
import { recordAttemptOutcome } from '../orders/order-outcome';
import type { Owner } from '../../ledger-records/owner';
import { chargeDueToday } from '../orders/amount-due-today';
import {
  type AttemptRow,
  paymentAttemptQueries,
} from '../../ledger-records/payment-attempt-queries';

/**
 * POST /ledger-api/payment/token/ach: prices the order as a card payment would, under its lock,
 * and records a bank transfer waiting for the learner's bank details (REQUIRES_ACTION). Its id is
 * the secure token id the bank-details form posts with; the amount is fixed from now on.
 */
export function startBankTransfer(options: {
  db: Database;
  owner: Owner;
  request: AchTokenRequest;
  now: Date;
}): Promise<TokenizedPayment> {
  const { db, owner, request, now } = options;
  return db.transaction(async (tx) => {
    const order = await orderQueries.lockOrder(tx, owner, request.objectId);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status === 'SUCCESS') throw new AppError('ORDER_ALREADY_PAYED');
    if (order.status === 'PENDING') throw new AppError('ORDER_IN_PAYMENT_PENDING');
    const id = randomUUID();
    const { amountCents, promotion } = await chargeDueToday(tx, order, request.promoCode);
    const attempt = (await paymentAttemptQueries.insertAttempt(tx, {
      ...owner,
      id,
      orderId: order.id,
      idempotencyKey: `ach-${id}`,
      paymentMethod: 'ACH',
      status: 'REQUIRES_ACTION',
      amountCents,
      promoCode: request.promoCode ? request.promoCode.toUpperCase() : null,
      promotion,
      // The account holder, sent to the bank with the account; no bank detail is kept. The
      // billing address waits here for the transfer to be accepted, when it becomes the user's
      // (recordBillingAddress).
      providerData: {
        holderName: request.holderName ?? `${request.billToFirstName} ${request.billToLastName}`,
        billingAddress: {
          address1: request.billToStreet,
          city: request.billToCity,
          state: request.billToState,
          country: request.billToCountry,
          zipCode: request.billToZip,
        },
      },
      createdAt: now,
    }))!;
    return {
      secureTokenId: attempt.id,
      objectId: order.id,
      amount: attempt.amountCents,
      formUrl: `/payment/iframe?secureTokenId=${attempt.id}&objectId=${order.id}`,
    };
  });
}

/**
 * POST /ledger-api/paymentAsync/{secureTokenId}: the learner's bank details start the debit, and
 * the answer is immediate: the bank says days later whether it settled, so the order is paid now
 * with the debit PROCESSING (the learner's trial period) and the settle-bank-transfers job
 * records the bank's answer. The card payment's shape: the attempt is moved in flight under the
 * order's lock, the bank is called with no transaction open, the answer is recorded after. A
 * second post of the same token answers the first outcome.
 */
export async function payOrderByBankTransfer(options: {
  db: Database;
  ach: AchProvider;
  owner: Owner;
  secureTokenId: string;
  account: AchPaymentRequest;
  now: () => Date;
}): Promise<{ paymentResponseStatus: 'processing'; orderId: string }> {
  const { db, owner, now } = options;
  const attempt = await paymentAttemptQueries.ownAttempt(db, owner, options.secureTokenId);
  if (!attempt || attempt.paymentMethod !== 'ACH') throw new AppError('NOT_FOUND');
  if (attempt.status !== 'REQUIRES_ACTION') return outcomeOf(attempt);

  const inFlight = await db.transaction(async (tx) => {
    const at = now();
    const order = (await orderQueries.lockOrder(tx, owner, attempt.orderId))!;
    if (order.status === 'SUCCESS') throw new AppError('ORDER_ALREADY_PAYED');
    if (order.status === 'PENDING') throw new AppError('ORDER_IN_PAYMENT_PENDING');
    await orderQueries.moveOrder(tx, owner, order.id, {
      from: ['CREATED', 'FAIL'],
      to: 'PENDING',
      now: at,
    });
    const moved = await paymentAttemptQueries.moveAttempt(tx, attempt.id, {
      from: 'REQUIRES_ACTION',
      to: 'IN_FLIGHT',
      lastFour: options.account.accountNumber.slice(-4),
    });
    // Rolled back with the order's move: posted twice at once, the other post goes ahead.
    if (!moved) throw new AppError('ORDER_IN_PAYMENT_PENDING');
    await announceOrder(tx, owner, order.id, null, at);
    return moved;
  });

  const result = await debitAccountWithRetries(options.ach, {
    requestId: inFlight.id,
    amountCents: inFlight.amountCents,
    account: {
      routingNumber: options.account.routingNumber,
      accountNumber: options.account.accountNumber,
      holderName: String(inFlight.providerData?.holderName ?? ''),
    },
  });
  if (!result) {
    await paymentAttemptQueries.settleAttempt(db, inFlight.id, { status: 'UNKNOWN' });
    throw new AppError('PAYMENT_TIMEOUT');
  }
  await recordAttemptOutcome(
    db,
    owner,
    inFlight,
    { kind: 'answered', result },
    now(),
    billingAddressOf(inFlight),
  );
  return outcomeOf((await paymentAttemptQueries.ownAttempt(db, owner, inFlight.id))!);
}

/** The billing address startBankTransfer kept with the attempt (none on an older attempt). */
function billingAddressOf(attempt: AttemptRow) {
  const kept = attempt.providerData?.billingAddress;
  const parsed = billingAddressSchema.omit({ addressType: true }).safeParse(kept);
  return parsed.success ? parsed.data : undefined;
}

function outcomeOf(attempt: AttemptRow) {
  if (isPaid(attempt.status)) {
    return { paymentResponseStatus: 'processing' as const, orderId: attempt.orderId };
  }
  if (attempt.status === 'IN_FLIGHT') throw new AppError('ORDER_IN_PAYMENT_PENDING');
  if (attempt.status === 'UNKNOWN') throw new AppError('PAYMENT_TIMEOUT');
  throw new AppError('PAYMENT_ERROR');
}
