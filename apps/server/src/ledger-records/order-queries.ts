import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { preparedRead } from '../db/prepared-read';
import type { Executor, Transaction } from '../db/database';
import { orderItems, orders } from '../modules/orders/order-tables';
import { degreePrograms } from '../modules/organization/organization-tables';
import type { Owner } from './owner';

export type OrderRow = typeof orders.$inferSelect;

const ownedOrder = (owner: Owner, orderId: string) =>
  and(eq(orders.id, orderId), eq(orders.tenantId, owner.tenantId), eq(orders.userId, owner.userId));

const ownEnrollmentOrder = (owner: Owner) =>
  and(
    eq(orders.tenantId, owner.tenantId),
    eq(orders.userId, owner.userId),
    eq(orders.kind, 'ENROLLMENT_PLAN'),
  );

const ownExamOrder = (owner: Owner, examProductId: number) =>
  and(
    eq(orders.tenantId, owner.tenantId),
    eq(orders.userId, owner.userId),
    eq(orders.kind, 'CHALLENGE_EXAM'),
    eq(orders.examProductId, examProductId),
  );

/** Read by every enrolment order placed: prepared. */
const degreeProgramOf = preparedRead((db) =>
  db
    .select()
    .from(degreePrograms)
    .where(eq(degreePrograms.id, sql.placeholder('id')))
    .prepare('degree_program_by_id'),
);

/** Orders, their items and the program an enrolment order is for. */
export const orderQueries = {
  /** The student's orders, newest first (the staff console's record of a student). */
  ordersOf(db: Executor, owner: Owner) {
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, owner.tenantId), eq(orders.userId, owner.userId)))
      .orderBy(desc(orders.createdAt));
  },

  /** Whose order this is, when it is on one of `tenantIds` (all tenants when null). */
  async orderOwner(
    db: Executor,
    orderId: string,
    tenantIds: string[] | null,
  ): Promise<Owner | undefined> {
    const [owner] = await db
      .select({ tenantId: orders.tenantId, userId: orders.userId })
      .from(orders)
      .where(
        and(eq(orders.id, orderId), tenantIds ? inArray(orders.tenantId, tenantIds) : undefined),
      );
    return owner;
  },

  async enrollmentOrder(db: Executor, owner: Owner) {
    const [order] = await db.select().from(orders).where(ownEnrollmentOrder(owner));
    return order;
  },

  async order(db: Executor, owner: Owner, orderId: string) {
    const [order] = await db.select().from(orders).where(ownedOrder(owner, orderId));
    return order;
  },

  /**
   * The order, locked until the transaction ends. Every transaction that changes an order or pays
   * it takes this lock first, before any other row, so they queue in one order and cannot
   * deadlock (docs/decisions/0005-payments.md).
   */
  async lockOrder(tx: Transaction, owner: Owner, orderId: string) {
    const [order] = await tx.select().from(orders).where(ownedOrder(owner, orderId)).for('update');
    return order;
  },

  async lockEnrollmentOrder(tx: Transaction, owner: Owner) {
    const [order] = await tx.select().from(orders).where(ownEnrollmentOrder(owner)).for('update');
    return order;
  },

  async challengeExamOrder(db: Executor, owner: Owner, examProductId: number) {
    const [order] = await db.select().from(orders).where(ownExamOrder(owner, examProductId));
    return order;
  },

  async lockChallengeExamOrder(tx: Transaction, owner: Owner, examProductId: number) {
    const [order] = await tx
      .select()
      .from(orders)
      .where(ownExamOrder(owner, examProductId))
      .for('update');
    return order;
  },

  items: (db: Executor, orderId: string) =>
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [orderId])),

  /**
   * Inserts an order, or nothing when the learner already has its like: their enrolment order,
   * or their order of the same challenge exam (unique indexes).
   */
  async insertOrder(db: Executor, order: typeof orders.$inferInsert) {
    const [created] = await db.insert(orders).values(order).onConflictDoNothing().returning();
    return created;
  },

  /** The items of an order just inserted, which has none yet: answers them as stored. */
  insertItems: (db: Executor, items: (typeof orderItems.$inferInsert)[]) =>
    db.insert(orderItems).values(items).returning(),

  replaceItems: async (
    db: Executor,
    orderId: string,
    items: (typeof orderItems.$inferInsert)[],
  ) => {
    await db.delete(orderItems).where(eq(orderItems.orderId, orderId));
    await db.insert(orderItems).values(items);
  },

  /** Moves an order from one of `from` to `to`; undefined when it was not in one of them. */
  async moveOrder(
    db: Executor,
    owner: Owner,
    orderId: string,
    change: { from: string[]; to: string; now: Date } & Partial<
      Pick<OrderRow, 'totalCents' | 'degreeProgramId'>
    >,
  ) {
    const { from, to, now, ...rest } = change;
    const [moved] = await db
      .update(orders)
      .set({ status: to, updatedAt: now, ...rest })
      .where(and(ownedOrder(owner, orderId), inArray(orders.status, from)))
      .returning();
    return moved;
  },

  async degreeProgram(db: Executor, id: number) {
    const [program] = await degreeProgramOf(db, { id });
    return program;
  },
};
