import { and, asc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { LiveSubject } from '@portal/domain/live/live-subject';
import type { Database, Executor } from '../db/database';
import { currentRequestId } from '../http/request-context';
import { currentTraceparent } from '../tracing/spans';
import { queryRows } from '../db/query-rows';
import { outbox } from './outbox-tables';
import type { LiveMessage, NewLiveEvent } from './live-message';

/** The advisory lock held by the one relay that claims at a time, whichever instance runs it. */
export const CLAIM_LOCK = 0x6f7574626f78; // 'outbox'

/** The channel the outbox trigger and the claims notify (migration 0006). */
export const OUTBOX_CHANNEL = 'outbox';

/** One user's dispatched events after a position, scoped by tenant (found through the user's index). */
const userEventsAfter = (options: { tenantId: string; userId: string; after: number }) =>
  and(
    eq(outbox.tenantId, options.tenantId),
    eq(outbox.userId, options.userId),
    gt(outbox.position, options.after),
  );

interface ClaimedRow {
  id: unknown;
  position: unknown;
  tenant_id: string;
  user_id: string;
  subject: string;
  payload: unknown;
  created_at: unknown;
  trace_parent: string | null;
}

/** A claimed row as the relay hands it on, mapped as the query builder maps a read of it. */
const claimedMessage = (row: ClaimedRow) =>
  ({
    id: outbox.id.mapFromDriverValue(row.id as number),
    position: outbox.position.mapFromDriverValue(row.position as number),
    tenantId: row.tenant_id,
    userId: row.user_id,
    subject: row.subject,
    payload: row.payload,
    createdAt: outbox.createdAt.mapFromDriverValue(row.created_at as string),
    traceParent: row.trace_parent,
  }) as LiveMessage;

// The relay crosses tenants by design, as a job does: it moves every tenant's events and hands each
// on with its tenant and user, and nothing it reads goes to a request.
export const outboxQueries = {
  /** A live-update event, written in the same transaction as the change it announces. */
  write: <S extends LiveSubject>(db: Executor, event: NewLiveEvent<S>) =>
    db.insert(outbox).values({
      tenantId: event.tenantId,
      userId: event.userId,
      subject: event.subject,
      payload: event.payload,
      createdAt: event.now,
      requestId: currentRequestId() ?? null,
      traceParent: currentTraceparent() ?? null,
    }),

  /** Several events in one statement (a batch of changes, as the billing run makes). */
  async writeMany(db: Executor, events: NewLiveEvent[]) {
    if (events.length === 0) return;
    const requestId = currentRequestId() ?? null;
    const traceParent = currentTraceparent() ?? null;
    await db.insert(outbox).values(
      events.map((event) => ({
        requestId,
        traceParent,
        tenantId: event.tenantId,
        userId: event.userId,
        subject: event.subject,
        payload: event.payload,
        createdAt: event.now,
      })),
    );
  },

  /**
   * Claims up to `limit` undispatched events, oldest first, and numbers them. Answers them in
   * position order, or null when another claim is running (on this instance or another): claims take turns under a
   * lock held until they commit, so a later claim always gets higher positions and a reader that
   * follows positions never passes one that is still to commit. Events are found by their missing
   * position, not after a cursor, so one whose transaction committed late is simply claimed later.
   * Positions are drawn after the ORDER BY (PostgreSQL evaluates volatile output columns after the
   * sort), so within a claim they follow the order the events were written in.
   */
  claim: (
    db: Database,
    options: {
      now: Date;
      limit: number;
      /** Who claims: named in the claim's notice, so that its own relay can ignore it. */
      claimant: string;
    },
  ): Promise<LiveMessage[] | null> =>
    db.transaction(async (tx) => {
      const [lock] = await queryRows<{ held: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${CLAIM_LOCK}) as held`,
      );
      if (!lock?.held) return null;
      const claimed = await queryRows<ClaimedRow>(
        tx,
        sql`update outbox set position = numbered.position, dispatched_at = ${options.now.toISOString()}
            from (
              select pending.id, nextval('outbox_position') as position
              from (
                select id from outbox where position is null
                order by id limit ${options.limit}
                for update skip locked
              ) as pending
              order by pending.id
            ) as numbered
            where outbox.id = numbered.id
            returning outbox.id, outbox.position, outbox.tenant_id, outbox.user_id, outbox.subject,
              outbox.payload, outbox.created_at, outbox.trace_parent`,
      );
      // Tells every instance's relay, at commit, that there is something to deliver.
      if (claimed.length > 0) {
        await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${options.claimant})`);
      }
      return claimed.map(claimedMessage).sort((a, b) => a.position - b.position);
    }),

  /** Dispatched events after `position`, in position order. */
  dispatchedAfter: async (db: Executor, position: number, limit: number) =>
    (await db
      .select({
        id: outbox.id,
        position: outbox.position,
        tenantId: outbox.tenantId,
        userId: outbox.userId,
        subject: outbox.subject,
        payload: outbox.payload,
        createdAt: outbox.createdAt,
        traceParent: outbox.traceParent,
      })
      .from(outbox)
      .where(gt(outbox.position, position))
      .orderBy(asc(outbox.position))
      .limit(limit)) as LiveMessage[],

  /**
   * One user's dispatched events of some subjects after `position`, in position order: what a
   * live client's subscriptions missed (docs/live-updates.md). Found through the user's index,
   * scoped by tenant.
   */
  missedBy: async (
    db: Executor,
    options: {
      tenantId: string;
      userId: string;
      subjects: LiveSubject[];
      after: number;
      limit: number;
    },
  ) =>
    (await db
      .select({
        id: outbox.id,
        position: outbox.position,
        tenantId: outbox.tenantId,
        userId: outbox.userId,
        subject: outbox.subject,
        payload: outbox.payload,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(and(userEventsAfter(options), inArray(outbox.subject, options.subjects)))
      .orderBy(asc(outbox.position))
      .limit(options.limit)) as LiveMessage[],

  /**
   * What a reconnecting client's position is checked against: the oldest and newest positions
   * still kept (null when pruning left none), and the last position the sequence handed out.
   */
  async positionBounds(db: Executor) {
    const [row] = await queryRows<{ oldest: string | null; newest: string | null; issued: string }>(
      db,
      sql`select min(position) as oldest, max(position) as newest,
            (select case when is_called then last_value else 0 end from outbox_position) as issued
          from outbox where position is not null`,
    );
    const numberOrNull = (value: string | null | undefined) =>
      value === null || value === undefined ? null : Number(value);
    return {
      oldest: numberOrNull(row?.oldest),
      newest: numberOrNull(row?.newest),
      issued: Number(row?.issued ?? 0),
    };
  },

  /** The position of the last committed claim (0 before any). */
  lastPosition: async (db: Executor) => {
    const [row] = await db.select({ last: max(outbox.position) }).from(outbox);
    return row?.last ?? 0;
  },

  /** Deletes up to `limit` events dispatched before `before`; answers how many it deleted. */
  pruneDispatchedBefore: async (db: Executor, before: Date, limit: number) => {
    const oldest = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(lt(outbox.dispatchedAt, before))
      .limit(limit);
    const deleted = await db
      .delete(outbox)
      .where(inArray(outbox.id, oldest))
      .returning({ id: outbox.id });
    return deleted.length;
  },
};
