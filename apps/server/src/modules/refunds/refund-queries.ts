import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { Owner } from '../../ledger-records/owner';
import { refunds } from './refund-tables';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

const ownedBy = (owner: Owner) =>
  and(eq(refunds.tenantId, owner.tenantId), eq(refunds.userId, owner.userId));

/** The refunds of payment attempts, always read by their owner. */
export const refundQueries = {
  /** An order's refunds, oldest first. */
  ofOrder: (db: Executor, owner: Owner, orderId: string) =>
    db
      .select()
      .from(refunds)
      .where(and(ownedBy(owner), eq(refunds.orderId, orderId)))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),

  /** The owner's refunds that moved money or are on their way (their payment history). */
  givenBack: (db: Executor, owner: Owner) =>
    db
      .select()
      .from(refunds)
      .where(and(ownedBy(owner), inArray(refunds.status, ['PROCESSING', 'REFUNDED'])))
      .orderBy(asc(refunds.createdAt)),

  /** Refunds of every tenant whose answer is still to come (a bank credit, a lost answer). */
  open: (db: Executor, limit: number) =>
    db
      .select()
      .from(refunds)
      .where(inArray(refunds.status, ['PROCESSING', 'UNKNOWN']))
      .orderBy(asc(refunds.createdAt))
      .limit(limit),

  async byKey(db: Executor, owner: Owner, attemptId: string, idempotencyKey: string) {
    const [row] = await db
      .select()
      .from(refunds)
      .where(
        and(
          ownedBy(owner),
          eq(refunds.attemptId, attemptId),
          eq(refunds.idempotencyKey, idempotencyKey),
        ),
      );
    return row;
  },

  async one(db: Executor, owner: Owner, orderId: string, refundId: string) {
    const [row] = await db
      .select()
      .from(refunds)
      .where(and(ownedBy(owner), eq(refunds.orderId, orderId), eq(refunds.id, refundId)));
    return row;
  },

  /** A refund by its id alone, whoever owns it (the staff console finds the owner from it). */
  async byId(db: Executor, refundId: string) {
    const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    return row;
  },

  /** Inserts a refund; undefined when a concurrent request with the same key inserted first. */
  async insert(db: Executor, row: NewRefund) {
    const [inserted] = await db.insert(refunds).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  /** Moves a refund between statuses; undefined when it was not in one of `from`. */
  async move(
    db: Executor,
    refundId: string,
    from: string[],
    set: Partial<
      Pick<
        RefundRow,
        | 'status'
        | 'transactionId'
        | 'errorCode'
        | 'providerData'
        | 'completedAt'
        | 'returnedAt'
        | 'decidedBy'
        | 'decidedByEmail'
        | 'decisionReason'
      >
    >,
  ) {
    const [moved] = await db
      .update(refunds)
      .set(set)
      .where(and(eq(refunds.id, refundId), inArray(refunds.status, from)))
      .returning();
    return moved;
  },
};
