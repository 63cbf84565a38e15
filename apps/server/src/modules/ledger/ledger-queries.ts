import { and, desc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import {
  degreePrograms,
  memberships,
  orderItems,
  orders,
  paymentAttempts,
  prepaidTokens,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type NewAttempt = typeof paymentAttempts.$inferInsert;

/** Which user's rows a query may touch: every ledger query is scoped by both. */
export interface Owner {
  tenantId: string;
  userId: string;
}

const ownedOrder = (owner: Owner, orderId: string) =>
  and(eq(orders.id, orderId), eq(orders.tenantId, owner.tenantId), eq(orders.userId, owner.userId));

const ownEnrollmentOrder = (owner: Owner) =>
  and(
    eq(orders.tenantId, owner.tenantId),
    eq(orders.userId, owner.userId),
    eq(orders.kind, 'ENROLLMENT_PLAN'),
  );

export const ledgerQueries = {
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

  items: (db: Executor, orderId: string) =>
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [orderId])),

  /** The latest attempt that reached the gateway's answer (approved or declined). */
  async latestAnsweredAttempt(db: Executor, orderId: string) {
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, orderId), isNotNull(paymentAttempts.pnref)))
      .orderBy(desc(paymentAttempts.completedAt))
      .limit(1);
    return attempt;
  },

  /** Inserts the user's enrolment order, or nothing when they already have one. */
  async insertEnrollmentOrder(db: Executor, order: typeof orders.$inferInsert) {
    const [created] = await db.insert(orders).values(order).onConflictDoNothing().returning();
    return created;
  },

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

  async membership(db: Executor, owner: Owner) {
    const [row] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.tenantId, owner.tenantId), eq(memberships.userId, owner.userId)));
    return row;
  },

  /** Creates the membership `pending`; an existing membership is left as it is. */
  async ensureMembership(db: Executor, owner: Owner, now: Date) {
    const [created] = await db
      .insert(memberships)
      .values({ ...owner, status: 'pending', updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return created;
  },

  async setMembershipStatus(db: Executor, owner: Owner, status: string, now: Date) {
    const [row] = await db
      .insert(memberships)
      .values({ ...owner, status, updatedAt: now })
      .onConflictDoUpdate({
        target: [memberships.tenantId, memberships.userId],
        set: { status, updatedAt: now },
      })
      .returning();
    return row!;
  },

  async attemptByKey(db: Executor, owner: Owner, orderId: string, idempotencyKey: string) {
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.tenantId, owner.tenantId),
          eq(paymentAttempts.userId, owner.userId),
          eq(paymentAttempts.orderId, orderId),
          eq(paymentAttempts.idempotencyKey, idempotencyKey),
        ),
      );
    return attempt;
  },

  /** The order's attempt still waiting for the gateway's answer (at most one: unique index). */
  async openAttempt(db: Executor, orderId: string) {
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.orderId, orderId),
          inArray(paymentAttempts.status, ['IN_FLIGHT', 'UNKNOWN']),
        ),
      );
    return attempt;
  },

  /**
   * Card attempts in doubt, of every tenant, for the settling job: timed out (UNKNOWN), or still
   * IN_FLIGHT though started before `inFlightBefore` (their request died). Each row carries its
   * tenant and user, and is settled under them.
   */
  attemptsInDoubt: (db: Executor, inFlightBefore: Date, limit: number) =>
    db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.paymentMethod, 'CREDIT_CARD'),
          or(
            eq(paymentAttempts.status, 'UNKNOWN'),
            and(
              eq(paymentAttempts.status, 'IN_FLIGHT'),
              lt(paymentAttempts.createdAt, inFlightBefore),
            ),
          ),
        ),
      )
      .orderBy(paymentAttempts.createdAt)
      .limit(limit),

  /** Undefined when a unique index refuses it (another attempt in flight, or the key is used). */
  async insertAttempt(db: Executor, attempt: NewAttempt) {
    const [created] = await db
      .insert(paymentAttempts)
      .values(attempt)
      .onConflictDoNothing()
      .returning();
    return created;
  },

  /** Settles an open attempt; undefined when someone else settled it first. */
  async settleAttempt(
    db: Executor,
    attemptId: string,
    outcome: Pick<AttemptRow, 'status'> &
      Partial<Pick<AttemptRow, 'pnref' | 'responseCode' | 'errorCode' | 'completedAt'>>,
  ) {
    const [settled] = await db
      .update(paymentAttempts)
      .set(outcome)
      .where(
        and(
          eq(paymentAttempts.id, attemptId),
          inArray(paymentAttempts.status, ['IN_FLIGHT', 'UNKNOWN']),
        ),
      )
      .returning();
    return settled;
  },

  async degreeProgram(db: Executor, id: number) {
    const [program] = await db.select().from(degreePrograms).where(eq(degreePrograms.id, id));
    return program;
  },

  async prepaidToken(db: Executor, tenantId: string, token: string) {
    const [row] = await db
      .select()
      .from(prepaidTokens)
      .where(and(eq(prepaidTokens.tenantId, tenantId), eq(prepaidTokens.token, token)));
    return row;
  },

  /** Marks an unused token used; undefined when it was used already (one winner under races). */
  async useToken(
    db: Executor,
    tenantId: string,
    token: string,
    use: { userId: string; orderId: string; now: Date },
  ) {
    const [used] = await db
      .update(prepaidTokens)
      .set({ usedAt: use.now, usedByUserId: use.userId, usedForOrderId: use.orderId })
      .where(
        and(
          eq(prepaidTokens.tenantId, tenantId),
          eq(prepaidTokens.token, token),
          isNull(prepaidTokens.usedAt),
        ),
      )
      .returning();
    return used;
  },
};
