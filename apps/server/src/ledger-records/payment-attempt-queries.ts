import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../db/database';
import { ownedByReader, preparedRead } from '../db/prepared-read';
import { paymentAttempts } from '../modules/payment-methods/payment-tables';
import { isOpen, OPEN_ATTEMPT_STATUSES, PAID_ATTEMPT_STATUSES } from './attempt-status';
import type { Owner } from './owner';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type NewAttempt = typeof paymentAttempts.$inferInsert;

/** The owner's attempts only: every query a request makes is scoped by tenant and user. */
const ownedBy = (owner: Owner) =>
  and(eq(paymentAttempts.tenantId, owner.tenantId), eq(paymentAttempts.userId, owner.userId));

/** The owner's first attempt matching the conditions (each lookup below names at most one). */
async function ownAttemptWhere(db: Executor, owner: Owner, ...conditions: SQL[]) {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(ownedBy(owner), ...conditions));
  return attempt;
}

/** Read before every card payment: prepared (never from memory: it decides whether to charge). */
const keyedAndOpen = preparedRead((db) =>
  db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        ownedByReader(paymentAttempts),
        eq(paymentAttempts.orderId, sql.placeholder('orderId')),
        or(
          eq(paymentAttempts.idempotencyKey, sql.placeholder('idempotencyKey')),
          inArray(paymentAttempts.status, OPEN_ATTEMPT_STATUSES),
        ),
      ),
    )
    .prepare('keyed_and_open_attempts'),
);

/** The attempts to pay an order, one per idempotency key (docs/decisions/0005-payments.md). */
export const paymentAttemptQueries = {
  /** Every attempt the owner made, oldest first (the staff console's record of a student). */
  attemptsOf(db: Executor, owner: Owner) {
    return db
      .select()
      .from(paymentAttempts)
      .where(ownedBy(owner))
      .orderBy(paymentAttempts.createdAt);
  },

  /**
   * The captured payment a gateway names by its transaction id, whatever its tenant: a gateway's
   * webhook does not say the tenant, the payment does (docs/disputes.md).
   */
  async capturedByTransaction(db: Executor, paymentMethod: string, transactionId: string) {
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.pnref, transactionId),
          eq(paymentAttempts.paymentMethod, paymentMethod),
          eq(paymentAttempts.status, 'CAPTURED'),
        ),
      );
    return attempt;
  },

  /** The latest attempt that reached the provider's answer (paid or declined). */
  async latestAnsweredAttempt(db: Executor, orderId: string) {
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, orderId), isNotNull(paymentAttempts.pnref)))
      // Attempts settled in the same instant (a frozen clock, a fast retry): the paying one wins.
      .orderBy(
        desc(paymentAttempts.completedAt),
        desc(inArray(paymentAttempts.status, PAID_ATTEMPT_STATUSES)),
      )
      .limit(1);
    return attempt;
  },

  /** One attempt of one of the owner's orders. */
  orderAttempt: (db: Executor, owner: Owner, orderId: string, attemptId: string) =>
    ownAttemptWhere(
      db,
      owner,
      eq(paymentAttempts.id, attemptId),
      eq(paymentAttempts.orderId, orderId),
    ),

  /** Bank transfers of every tenant still waiting for the bank, oldest first. */
  processing: (db: Executor, limit: number) =>
    db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.status, 'PROCESSING'))
      .orderBy(paymentAttempts.createdAt)
      .limit(limit),

  /**
   * Bank debits of every tenant that settled since `since` and that no return has reached yet:
   * the late-returns job asks the bank about each (docs/reconciliation.md).
   */
  settledBankDebits: (db: Executor, since: Date, limit: number) =>
    db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.status, 'CAPTURED'),
          eq(paymentAttempts.paymentMethod, 'ACH'),
          isNull(paymentAttempts.returnedAt),
          gte(paymentAttempts.completedAt, since),
        ),
      )
      .orderBy(paymentAttempts.completedAt)
      .limit(limit),

  /** Card captures of every tenant the gateway has not settled yet, oldest first. */
  unsettledCardCaptures: (db: Executor, limit: number) =>
    db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.status, 'CAPTURED'),
          eq(paymentAttempts.paymentMethod, 'CREDIT_CARD'),
          isNull(paymentAttempts.settledAt),
        ),
      )
      .orderBy(paymentAttempts.createdAt)
      .limit(limit),

  /** Records that the gateway settled a capture; a second record of it changes nothing. */
  recordSettled: (db: Executor, attemptId: string, at: Date) =>
    db
      .update(paymentAttempts)
      .set({ settledAt: at })
      .where(and(eq(paymentAttempts.id, attemptId), isNull(paymentAttempts.settledAt))),

  /** One of the owner's attempts, by its id alone (a bank transfer's secure token id). */
  ownAttempt: (db: Executor, owner: Owner, attemptId: string) =>
    ownAttemptWhere(db, owner, eq(paymentAttempts.id, attemptId)),

  /** Moves an attempt between two statuses; undefined when it was not in `from` (or refused). */
  async moveAttempt(
    db: Executor,
    attemptId: string,
    move: { from: string; to: string } & Partial<
      Pick<AttemptRow, 'lastFour' | 'errorCode' | 'providerData' | 'returnedAt'>
    >,
  ) {
    const { from, to, ...rest } = move;
    const [moved] = await db
      .update(paymentAttempts)
      .set({ status: to, ...rest })
      .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, from)))
      .returning();
    return moved;
  },

  /** The attempt that paid the owner's order (at most one: unique index). */
  successfulAttempt: (db: Executor, owner: Owner, orderId: string) =>
    ownAttemptWhere(
      db,
      owner,
      eq(paymentAttempts.orderId, orderId),
      inArray(paymentAttempts.status, PAID_ATTEMPT_STATUSES),
    ),

  /**
   * In one read, what a new payment of the owner's order must know first: the attempt an earlier
   * request with the same idempotency key made, and the order's attempt still open (each at most
   * one: unique indexes; they may be the same attempt).
   */
  async keyedAndOpenAttempts(db: Executor, owner: Owner, orderId: string, idempotencyKey: string) {
    const rows = await keyedAndOpen(db, { ...owner, orderId, idempotencyKey });
    return {
      keyed: rows.find((row) => row.idempotencyKey === idempotencyKey),
      open: rows.find((row) => isOpen(row.status)),
    };
  },

  attemptByKey: (db: Executor, owner: Owner, orderId: string, idempotencyKey: string) =>
    ownAttemptWhere(
      db,
      owner,
      eq(paymentAttempts.orderId, orderId),
      eq(paymentAttempts.idempotencyKey, idempotencyKey),
    ),

  /**
   * The user's PayPal attempt of an order whose checkout is this token: PayPal's order id, or for
   * a zero first payment, its Vault setup token.
   */
  attemptByCheckoutToken: (db: Executor, owner: Owner, orderId: string, token: string) =>
    ownAttemptWhere(
      db,
      owner,
      eq(paymentAttempts.orderId, orderId),
      eq(paymentAttempts.paymentMethod, 'PAYPAL'),
      or(
        sql`${paymentAttempts.providerData}->>'orderId' = ${token}`,
        sql`${paymentAttempts.providerData}->>'setupToken' = ${token}`,
      )!,
    ),

  /**
   * Closes attempts of every tenant that waited for the payer since before `before` (a PayPal
   * approval or bank details never given): CANCELLED, their token no longer payable.
   */
  closeAbandoned: (db: Executor, before: Date, now: Date) =>
    db
      .update(paymentAttempts)
      .set({ status: 'CANCELLED', errorCode: 'PAYMENT_CANCEL', completedAt: now })
      .where(
        and(eq(paymentAttempts.status, 'REQUIRES_ACTION'), lt(paymentAttempts.createdAt, before)),
      )
      .returning({ id: paymentAttempts.id }),

  /**
   * Changes an attempt that waits for the payer (REQUIRES_ACTION); undefined when it no longer
   * does (captured, closed, or taken by a concurrent request).
   */
  async updateAwaitingAttempt(
    db: Executor,
    attemptId: string,
    change: Partial<
      Pick<AttemptRow, 'status' | 'providerData' | 'errorCode' | 'createdAt' | 'completedAt'>
    >,
  ) {
    const [updated] = await db
      .update(paymentAttempts)
      .set(change)
      .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, 'REQUIRES_ACTION')))
      .returning();
    return updated;
  },

  /** The order's attempt still waiting for the gateway's answer (at most one: unique index). */
  async openAttempt(db: Executor, orderId: string) {
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.orderId, orderId),
          inArray(paymentAttempts.status, OPEN_ATTEMPT_STATUSES),
        ),
      );
    return attempt;
  },

  /**
   * Attempts in doubt, of every tenant, for the settling job: timed out (UNKNOWN), or still
   * IN_FLIGHT though started before `inFlightBefore` (their request died). Each row carries its
   * tenant and user, and is settled under them.
   */
  attemptsInDoubt: (db: Executor, inFlightBefore: Date, limit: number) =>
    db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          // Prepaid tokens are taken in one transaction: never in doubt.
          ne(paymentAttempts.paymentMethod, 'PREPAID_TOKEN'),
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
      Partial<
        Pick<AttemptRow, 'pnref' | 'responseCode' | 'errorCode' | 'providerData' | 'completedAt'>
      >,
  ) {
    const [settled] = await db
      .update(paymentAttempts)
      .set(outcome)
      .where(
        and(
          eq(paymentAttempts.id, attemptId),
          inArray(paymentAttempts.status, OPEN_ATTEMPT_STATUSES),
        ),
      )
      .returning();
    return settled;
  },
};
