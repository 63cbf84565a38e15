import { CHALLENGE_EXAM_SPEC_TYPE } from '@portal/domain/ledger/order-kind';
import type { Order } from '@portal/domain/enrollment/order';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findChallengeExam } from '../catalog/list-challenge-exams';
import { announceOrder } from '../orders/ledger-events';
import { loadOrderView } from '../../ledger-records/ledger-views';
import { completeOrder } from '../orders/order-outcome';
import { orderQueries } from '../../ledger-records/order-queries';
import { type Owner } from '../../ledger-records/owner';

/**
 * PUT /ledger-api/orders/challenge-exam: creates the learner's order of a challenge exam, or
 * returns the one they have (one order per learner and exam, a unique index). An exam priced at
 * $0.00 needs no payment: its order succeeds in the same transaction and the registration starts.
 * The order carries one item whose spec is the challenge-exam type (docs/product/entities.md).
 */
export async function placeChallengeExamOrder(options: {
  db: Database;
  owner: Owner;
  productId: number;
  now: Date;
}): Promise<Order> {
  const { db, owner, productId, now } = options;
  const exam = await findChallengeExam(db, productId);
  if (!exam) throw new AppError('NOT_FOUND');

  return db.transaction(async (tx) => {
    const created = await orderQueries.insertOrder(tx, {
      ...owner,
      kind: 'CHALLENGE_EXAM',
      status: 'CREATED',
      examProductId: exam.productId,
      totalCents: exam.price,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) {
      const existing = (await orderQueries.lockChallengeExamOrder(tx, owner, exam.productId))!;
      return (await loadOrderView(tx, owner, existing.id))!;
    }
    await orderQueries.replaceItems(tx, created.id, [
      {
        orderId: created.id,
        productId: exam.productId,
        name: exam.name,
        es: exam.es?.name === undefined ? null : { name: exam.es.name },
        priceCents: exam.price,
        specs: [{ type: CHALLENGE_EXAM_SPEC_TYPE }],
      },
    ]);
    const order = await announceOrder(tx, owner, created.id, 'ORDER_CREATED', now);
    if (exam.price > 0) return order;
    return (await completeOrder(tx, owner, {
      orderId: created.id,
      from: ['CREATED'],
      amountCents: 0,
      now,
    }))!;
  });
}
