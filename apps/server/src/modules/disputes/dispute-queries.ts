import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DisputeStatus } from '@portal/domain/ledger/dispute';
import type { Executor, Transaction } from '../../db/database';
import type { Owner } from '../../ledger-records/owner';
import { gatewayWebhookEvents, paymentDisputes } from './dispute-tables';

export type DisputeRow = typeof paymentDisputes.$inferSelect;
export type NewDispute = typeof paymentDisputes.$inferInsert;
export type WebhookEventRow = typeof gatewayWebhookEvents.$inferSelect;

/** The disputes of captured payments and the webhook events that tell of them. */
export const disputeQueries = {
  /** Keeps an event; undefined when this gateway's event id was kept already (a redelivery). */
  async insertEvent(db: Executor, row: typeof gatewayWebhookEvents.$inferInsert) {
    const [inserted] = await db
      .insert(gatewayWebhookEvents)
      .values(row)
      .onConflictDoNothing()
      .returning();
    return inserted;
  },

  /** An event still to apply, locked; undefined when applied already (or being applied). */
  async lockWaitingEvent(tx: Transaction, id: string) {
    const [row] = await tx
      .select()
      .from(gatewayWebhookEvents)
      .where(and(eq(gatewayWebhookEvents.id, id), isNull(gatewayWebhookEvents.processedAt)))
      .for('update', { skipLocked: true });
    return row;
  },

  /** Events still to apply, oldest first (a job lost between the answer and its queueing). */
  waitingEventIds: async (db: Executor, limit: number) =>
    (
      await db
        .select({ id: gatewayWebhookEvents.id })
        .from(gatewayWebhookEvents)
        .where(isNull(gatewayWebhookEvents.processedAt))
        .orderBy(asc(gatewayWebhookEvents.receivedAt))
        .limit(limit)
    ).map((row) => row.id),

  async markEvent(
    db: Executor,
    id: string,
    set: { tenantId: string | null; outcome: string | null; processedAt: Date },
  ) {
    await db.update(gatewayWebhookEvents).set(set).where(eq(gatewayWebhookEvents.id, id));
  },

  /** The dispute a gateway names, of that owner, locked (the order's lock is taken first). */
  async lockByGatewayId(tx: Transaction, owner: Owner, gateway: string, gatewayDisputeId: string) {
    const [row] = await tx
      .select()
      .from(paymentDisputes)
      .where(
        and(
          eq(paymentDisputes.tenantId, owner.tenantId),
          eq(paymentDisputes.userId, owner.userId),
          eq(paymentDisputes.gateway, gateway),
          eq(paymentDisputes.gatewayDisputeId, gatewayDisputeId),
        ),
      )
      .for('update');
    return row;
  },

  async insert(db: Executor, row: NewDispute) {
    const [inserted] = await db.insert(paymentDisputes).values(row).returning();
    return inserted!;
  },

  async update(
    db: Executor,
    id: string,
    set: Partial<
      Pick<
        DisputeRow,
        | 'status'
        | 'amountCents'
        | 'reason'
        | 'respondBy'
        | 'decidedAt'
        | 'evidence'
        | 'respondedAt'
        | 'respondedBy'
        | 'respondedByEmail'
        | 'evidenceDelivery'
        | 'evidenceDeliveredAt'
        | 'evidenceLastFailure'
        | 'evidenceFailedTries'
        | 'evidenceNextTryAt'
      >
    >,
  ) {
    const [row] = await db
      .update(paymentDisputes)
      .set(set)
      .where(eq(paymentDisputes.id, id))
      .returning();
    return row!;
  },

  /** Disputes whose evidence waits to be sent to the gateway, the longest waiting first. */
  /** Disputes whose evidence waits to be sent and may be tried now (its backoff has passed). */
  evidenceWaitingIds: async (db: Executor, now: Date, limit: number) =>
    (
      await db
        .select({ id: paymentDisputes.id })
        .from(paymentDisputes)
        .where(
          and(
            eq(paymentDisputes.evidenceDelivery, 'WAITING'),
            or(
              isNull(paymentDisputes.evidenceNextTryAt),
              lte(paymentDisputes.evidenceNextTryAt, now),
            ),
          ),
        )
        .orderBy(asc(paymentDisputes.respondedAt))
        .limit(limit)
    ).map((row) => row.id),

  /** A dispute whose evidence still waits to be sent; undefined once it is not. */
  async evidenceWaiting(db: Executor, id: string) {
    const [row] = await db
      .select()
      .from(paymentDisputes)
      .where(and(eq(paymentDisputes.id, id), eq(paymentDisputes.evidenceDelivery, 'WAITING')));
    return row;
  },

  /** A dispute whose evidence still waits to be sent, locked; undefined once it is not. */
  async lockEvidenceWaiting(tx: Transaction, id: string) {
    const [row] = await tx
      .select()
      .from(paymentDisputes)
      .where(and(eq(paymentDisputes.id, id), eq(paymentDisputes.evidenceDelivery, 'WAITING')))
      .for('update');
    return row;
  },

  /** A dispute in one of the tenants (all when null), by id; the staff console finds it so. */
  async inTenants(db: Executor, tenantIds: readonly string[] | null, id: string) {
    const [row] = await db
      .select()
      .from(paymentDisputes)
      .where(
        and(
          eq(paymentDisputes.id, id),
          tenantIds === null ? undefined : inArray(paymentDisputes.tenantId, [...tenantIds]),
        ),
      );
    return row;
  },

  /** A page of disputes, the earliest deadline first. */
  page: (
    db: Executor,
    filter: { tenantIds: readonly string[] | null; statuses: readonly DisputeStatus[] | null },
    page: { limit: number; offset: number },
  ) =>
    db
      .select()
      .from(paymentDisputes)
      .where(
        and(
          filter.tenantIds === null
            ? undefined
            : inArray(paymentDisputes.tenantId, [...filter.tenantIds]),
          filter.statuses === null
            ? undefined
            : inArray(paymentDisputes.status, [...filter.statuses]),
        ),
      )
      .orderBy(asc(paymentDisputes.respondBy), asc(paymentDisputes.id))
      .limit(page.limit)
      .offset(page.offset),
};
