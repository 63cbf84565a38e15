import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database';
import { queryRows } from '../db/query-rows';
import { subscriptionCharges, subscriptions } from '../modules/billing/billing-tables';
import type { Owner } from './owner';
import { OPEN_ATTEMPT_STATUSES } from './attempt-status';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ChargeRow = typeof subscriptionCharges.$inferSelect;

const owned = (owner: Owner) =>
  and(eq(subscriptions.tenantId, owner.tenantId), eq(subscriptions.userId, owner.userId));

/** The one subscription matching `where`, locked until the transaction ends. */
async function lockOne(tx: Transaction, where: SQL) {
  const [row] = await tx.select().from(subscriptions).where(where).for('update');
  return row;
}

/** Subscriptions and their charges (docs/billing.md). */
export const subscriptionQueries = {
  /** The user's latest subscription: the one the billing page shows and changes. */
  async latest(db: Executor, owner: Owner) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(owned(owner))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    return row;
  },

  /**
   * The user's latest subscription, locked until the transaction ends. Every change of a
   * subscription takes this lock first, so the billing run and the learner queue on it.
   */
  async lockLatest(tx: Transaction, owner: Owner) {
    const latest = await subscriptionQueries.latest(tx, owner);
    return latest && lockOne(tx, and(owned(owner), eq(subscriptions.id, latest.id))!);
  },

  lock: (tx: Transaction, subscriptionId: string) =>
    lockOne(tx, eq(subscriptions.id, subscriptionId)),

  async insert(db: Executor, row: typeof subscriptions.$inferInsert) {
    const [created] = await db.insert(subscriptions).values(row).onConflictDoNothing().returning();
    return created;
  },

  async update(db: Executor, subscriptionId: string, change: Partial<SubscriptionRow>) {
    const [row] = await db
      .update(subscriptions)
      .set(change)
      .where(eq(subscriptions.id, subscriptionId))
      .returning();
    return row!;
  },

  /**
   * Due subscriptions of every tenant, locked, skipping those another instance holds: each is
   * claimed by exactly one billing run.
   */
  claimDue: (tx: Transaction, now: Date, limit: number) =>
    tx
      .select()
      .from(subscriptions)
      .where(and(isNotNull(subscriptions.nextPaymentAt), lte(subscriptions.nextPaymentAt, now)))
      .orderBy(subscriptions.nextPaymentAt)
      .limit(limit)
      .for('update', { skipLocked: true }),

  /** Inserts the charges in one statement; the unique indexes refuse a second open or paid one. */
  insertCharges: (tx: Transaction, rows: (typeof subscriptionCharges.$inferInsert)[]) =>
    rows.length === 0
      ? Promise.resolve([])
      : tx.insert(subscriptionCharges).values(rows).onConflictDoNothing().returning(),

  /** The learner's charge with this idempotency key (a debt payment), if any. */
  async chargeByKey(db: Executor, owner: Owner, idempotencyKey: string) {
    const [row] = await db
      .select()
      .from(subscriptionCharges)
      .where(
        and(
          eq(subscriptionCharges.tenantId, owner.tenantId),
          eq(subscriptionCharges.userId, owner.userId),
          eq(subscriptionCharges.idempotencyKey, idempotencyKey),
        ),
      );
    return row;
  },

  /** One of the user's subscriptions, if it is theirs. */
  async owned(db: Executor, owner: Owner, subscriptionId: string) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(owned(owner), eq(subscriptions.id, subscriptionId)));
    return row;
  },

  /**
   * Charges left open by a run that died or timed out, of every tenant: UNKNOWN, or IN_FLIGHT
   * though started before `inFlightBefore`.
   */
  openCharges: (db: Executor, inFlightBefore: Date, limit: number) =>
    db
      .select()
      .from(subscriptionCharges)
      .where(
        or(
          eq(subscriptionCharges.status, 'UNKNOWN'),
          and(
            eq(subscriptionCharges.status, 'IN_FLIGHT'),
            lt(subscriptionCharges.createdAt, inFlightBefore),
          ),
        ),
      )
      .orderBy(subscriptionCharges.createdAt)
      .limit(limit),

  /** Whether a charge of the subscription is under way (IN_FLIGHT or UNKNOWN). */
  async hasOpenCharge(db: Executor, subscriptionId: string) {
    const [open] = await db
      .select({ id: subscriptionCharges.id })
      .from(subscriptionCharges)
      .where(
        and(
          eq(subscriptionCharges.subscriptionId, subscriptionId),
          inArray(subscriptionCharges.status, OPEN_ATTEMPT_STATUSES),
        ),
      )
      .limit(1);
    return open !== undefined;
  },

  /** The subscription's charges, newest first (the payment history). */
  charges: (db: Executor, owner: Owner) =>
    db
      .select()
      .from(subscriptionCharges)
      .where(
        and(
          eq(subscriptionCharges.tenantId, owner.tenantId),
          eq(subscriptionCharges.userId, owner.userId),
        ),
      )
      .orderBy(desc(subscriptionCharges.createdAt)),

  /** Takes claimed subscriptions out of the due list while their charges are under way. */
  async clearDue(tx: Transaction, ids: string[], now: Date) {
    if (ids.length === 0) return;
    await tx
      .update(subscriptions)
      .set({ nextPaymentAt: null, updatedAt: now })
      .where(inArray(subscriptions.id, ids));
  },

  /** Locks the subscriptions in one order (by id), so two runs cannot deadlock on them. */
  lockMany: (tx: Transaction, ids: string[]) =>
    tx
      .select()
      .from(subscriptions)
      .where(inArray(subscriptions.id, ids))
      .orderBy(subscriptions.id)
      .for('update'),

  /** Charges whose provider did not answer: in doubt until asked again. */
  async markUnknown(db: Executor, chargeIds: string[]) {
    if (chargeIds.length === 0) return;
    await db
      .update(subscriptionCharges)
      .set({ status: 'UNKNOWN' })
      .where(
        and(
          inArray(subscriptionCharges.id, chargeIds),
          eq(subscriptionCharges.status, 'IN_FLIGHT'),
        ),
      );
  },

  /** Writes the subscriptions as they become, in one statement (a billing run's whole batch). */
  async updateMany(tx: Transaction, rows: SubscriptionRow[]) {
    if (rows.length === 0) return;
    const values = rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.status}, ${r.anchorAt}::timestamptz, ${r.anchorPeriod}::int,
             ${r.nextPeriod}::int, ${r.nextPaymentAt}::timestamptz, ${r.failures}::int,
             ${r.debtCents}::int, ${r.paymentMethod}, ${r.instrumentReference}, ${r.brand},
             ${r.lastFour}, ${r.expiresOn}, ${r.expiryWarnedFor}, ${r.cancelReason},
             ${r.updatedAt}::timestamptz)`,
    );
    await tx.execute(sql`
      update subscriptions s set status = v.status, anchor_at = v.anchor_at,
        anchor_period = v.anchor_period, next_period = v.next_period,
        next_payment_at = v.next_payment_at, failures = v.failures, debt_cents = v.debt_cents,
        payment_method = v.payment_method, instrument_reference = v.instrument_reference,
        brand = v.brand, last_four = v.last_four, expires_on = v.expires_on,
        expiry_warned_for = v.expiry_warned_for, cancel_reason = v.cancel_reason,
        updated_at = v.updated_at
      from (values ${sql.join(values, sql`, `)}) as v(id, status, anchor_at, anchor_period,
        next_period, next_payment_at, failures, debt_cents, payment_method, instrument_reference,
        brand, last_four, expires_on, expiry_warned_for, cancel_reason, updated_at)
      where s.id = v.id`);
  },

  /**
   * Settles open charges with their answers in one statement; answers the ids it settled (a
   * charge someone else settled first is left out).
   */
  async settleMany(
    tx: Transaction,
    answers: Pick<ChargeRow, 'id' | 'status' | 'transactionId' | 'errorCode' | 'providerData'>[],
    completedAt: Date,
  ): Promise<Set<string>> {
    if (answers.length === 0) return new Set();
    const values = answers.map(
      (a) =>
        sql`(${a.id}::uuid, ${a.status}, ${a.transactionId}, ${a.errorCode},
             ${JSON.stringify(a.providerData ?? null)}::jsonb)`,
    );
    const settled = await queryRows<{ id: string }>(
      tx,
      sql`update subscription_charges c set status = v.status, transaction_id = v.transaction_id,
            error_code = v.error_code, provider_data = v.provider_data,
            completed_at = ${completedAt}
          from (values ${sql.join(values, sql`, `)}) as v(id, status, transaction_id, error_code,
            provider_data)
          where c.id = v.id and c.status in ('IN_FLIGHT', 'UNKNOWN')
          returning c.id`,
    );
    return new Set(settled.map((row) => row.id));
  },

  /** Plan charges of every tenant still waiting for the bank, oldest first. */
  processingCharges: (db: Executor, limit: number) =>
    db
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.status, 'PROCESSING'))
      .orderBy(subscriptionCharges.createdAt)
      .limit(limit),

  /** Card charges of every tenant's plans the gateway has not settled yet, oldest first. */
  unsettledCardCharges: (db: Executor, limit: number) =>
    db
      .select({ id: subscriptionCharges.id })
      .from(subscriptionCharges)
      .where(
        and(
          eq(subscriptionCharges.status, 'CAPTURED'),
          eq(subscriptionCharges.paymentMethod, 'CREDIT_CARD'),
          isNull(subscriptionCharges.settledAt),
        ),
      )
      .orderBy(subscriptionCharges.createdAt)
      .limit(limit),

  /** Records that the gateway settled a charge; a second record of it changes nothing. */
  recordChargeSettled: (db: Executor, chargeId: string, at: Date) =>
    db
      .update(subscriptionCharges)
      .set({ settledAt: at })
      .where(and(eq(subscriptionCharges.id, chargeId), isNull(subscriptionCharges.settledAt))),

  /** Moves a charge waiting for the bank to the bank's answer; undefined when already moved. */
  async answerProcessing(db: Executor, chargeId: string, answer: Partial<ChargeRow>) {
    const [row] = await db
      .update(subscriptionCharges)
      .set(answer)
      .where(
        and(eq(subscriptionCharges.id, chargeId), eq(subscriptionCharges.status, 'PROCESSING')),
      )
      .returning();
    return row;
  },

  /** The learner's debt charge paid at PayPal whose checkout is this token (PayPal's order id). */
  async chargeByCheckoutToken(db: Executor, owner: Owner, token: string) {
    const [row] = await db
      .select()
      .from(subscriptionCharges)
      .where(
        and(
          eq(subscriptionCharges.tenantId, owner.tenantId),
          eq(subscriptionCharges.userId, owner.userId),
          eq(subscriptionCharges.paymentMethod, 'PAYPAL'),
          sql`${subscriptionCharges.providerData}->>'orderId' = ${token}`,
        ),
      );
    return row;
  },

  /** The plan's charge under way, if any (at most one: a unique index). */
  async openCharge(db: Executor, subscriptionId: string) {
    const [row] = await db
      .select()
      .from(subscriptionCharges)
      .where(
        and(
          eq(subscriptionCharges.subscriptionId, subscriptionId),
          inArray(subscriptionCharges.status, ['IN_FLIGHT', 'UNKNOWN']),
        ),
      );
    return row;
  },

  /**
   * Changes a charge that waits for the payer (REQUIRES_ACTION); undefined when it no longer
   * does (taken by a concurrent request, or closed).
   */
  async updateAwaitingCharge(
    db: Executor,
    chargeId: string,
    change: Partial<
      Pick<ChargeRow, 'status' | 'providerData' | 'errorCode' | 'createdAt' | 'completedAt'>
    >,
  ) {
    const [row] = await db
      .update(subscriptionCharges)
      .set(change)
      .where(
        and(
          eq(subscriptionCharges.id, chargeId),
          eq(subscriptionCharges.status, 'REQUIRES_ACTION'),
        ),
      )
      .returning();
    return row;
  },

  /** Closes charges of every tenant that waited for the payer since before `before`. */
  closeAbandoned: (db: Executor, before: Date, now: Date) =>
    db
      .update(subscriptionCharges)
      .set({ status: 'CANCELLED', errorCode: 'PAYMENT_CANCEL', completedAt: now })
      .where(
        and(
          eq(subscriptionCharges.status, 'REQUIRES_ACTION'),
          lt(subscriptionCharges.createdAt, before),
        ),
      )
      .returning({ id: subscriptionCharges.id }),

  /** The plan an enrolment order started, locked. */
  lockByOrder: (tx: Transaction, orderId: string) =>
    lockOne(tx, eq(subscriptions.orderId, orderId)),
};
