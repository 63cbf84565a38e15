import { randomUUID } from 'node:crypto';
import type { Order } from '@portal/domain/enrollment/order';
import type { Database } from '../../db/database';
import { countPaymentOutcome } from '../../payments/payment-outcome-counter';
import { AppError } from '../../http/app-error';
import { recordAccessCode } from '../users/record-enrolment';
import { isPaid } from '../../ledger-records/attempt-status';
import { checkPrepaidToken } from './check-prepaid-token';
import { orderQueries } from '../../ledger-records/order-queries';
import { type Owner } from '../../ledger-records/owner';
import { paymentAttemptQueries } from '../../ledger-records/payment-attempt-queries';
import { prepaidTokenQueries } from '../../ledger-records/prepaid-token-queries';
import { loadOrderView } from '../../ledger-records/ledger-views';
import { completeOrder } from '../orders/order-outcome';

/**
 * PUT /ledger-api/orders/{id}/payment/prepaid-token. No gateway is involved, so one transaction
 * checks the token, uses it (a conditional update: one winner under concurrent use), pays the
 * order, enables the membership and writes the events. A replay of the idempotency key returns the
 * paid order.
 */
export async function payOrderByPrepaidToken(options: {
  db: Database;
  owner: Owner;
  orderId: string;
  idempotencyKey: string;
  token: string;
  now: Date;
}): Promise<Order> {
  const { db, owner, orderId, idempotencyKey, now } = options;
  const typed = options.token.trim();
  const known = await orderQueries.order(db, owner, orderId);
  if (!known) throw new AppError('NOT_FOUND');
  const earlier = await paymentAttemptQueries.attemptByKey(db, owner, known.id, idempotencyKey);
  if (earlier && isPaid(earlier.status)) return (await loadOrderView(db, owner, known.id))!;

  const paid = await db.transaction(async (tx) => {
    // Locked first (as every order transaction does): the token is checked against the program
    // the order is for now, and a program change waits until the order is paid.
    const order = (await orderQueries.lockOrder(tx, owner, known.id))!;
    if (order.status === 'SUCCESS') throw new AppError('ORDER_ALREADY_PAYED');
    if (order.status === 'PENDING') throw new AppError('ORDER_IN_PAYMENT_PENDING');
    // The code as issued: the learner may have typed it in another letter case.
    const { token } = await checkPrepaidToken(tx, {
      tenantId: owner.tenantId,
      token: typed,
      degreeProgramId: order.degreeProgramId ?? 0,
      now,
    });
    if (
      !(await prepaidTokenQueries.useToken(tx, owner.tenantId, token, {
        ...owner,
        orderId: order.id,
        now,
      }))
    ) {
      throw new AppError('ACCESS_CODE_ALREADY_USED');
    }
    const attemptId = randomUUID();
    const attempt = await paymentAttemptQueries.insertAttempt(tx, {
      ...owner,
      id: attemptId,
      pnref: attemptId,
      orderId: order.id,
      idempotencyKey,
      paymentMethod: 'PREPAID_TOKEN',
      status: 'CAPTURED',
      amountCents: order.totalCents,
      createdAt: now,
      completedAt: now,
      responseCode: 0,
    });
    // The one-success index refused it: a concurrent request paid the order first.
    if (!attempt) throw new AppError('ORDER_ALREADY_PAYED');
    await recordAccessCode(tx, owner, token);
    const paid = await completeOrder(tx, owner, {
      orderId: order.id,
      from: ['CREATED', 'FAIL'],
      amountCents: order.totalCents,
      now,
    });
    // Rolled back, token included, when a concurrent request paid the order first.
    if (!paid) throw new AppError('ORDER_ALREADY_PAYED');
    return paid;
  });
  countPaymentOutcome({ paymentMethod: 'PREPAID_TOKEN', status: 'CAPTURED' });
  return paid;
}
