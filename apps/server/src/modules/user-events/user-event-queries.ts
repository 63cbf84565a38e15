import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { ownedByReader, preparedOwnerRead } from '../../db/prepared-read';
import { userEvents } from './user-event-tables';

/** The kinds of user event kept (docs/product/api-calls.md user events). */
export type UserEventType = 'USER_LOGIN';

interface Owner {
  tenantId: string;
  userId: string;
}

/**
 * The latest event of the type before the one that opened the session (or before now, for a
 * session older than the events): read on every dashboard load, so prepared (docs/performance.md
 * "Prepared reads").
 */
const latestBeforeSession = preparedOwnerRead(
  'user_event_latest_before_session',
  (db, name) => {
    const sessionId = sql.placeholder('sessionId');
    const ofOwner = and(ownedByReader(userEvents), eq(userEvents.type, sql.placeholder('type')));
    const opened = db
      .select({ occurredAt: userEvents.occurredAt })
      .from(userEvents)
      .where(and(ofOwner, eq(userEvents.sessionId, sessionId)))
      .limit(1);
    const previous = db
      .select({ occurredAt: userEvents.occurredAt })
      .from(userEvents)
      .where(
        and(
          ofOwner,
          sql`${userEvents.occurredAt} < coalesce((${opened}), ${sql.placeholder('now')})`,
          or(isNull(userEvents.sessionId), ne(userEvents.sessionId, sessionId)),
        ),
      )
      .orderBy(desc(userEvents.occurredAt))
      .limit(1);
    // Always one row with both answers, so that memory can tell whether the answer depended on
    // the time (no event opened the session) and must not be kept.
    return db
      .select({
        openedAt: sql<Date | null>`(${opened})`.mapWith(userEvents.occurredAt),
        occurredAt: sql<Date | null>`(${previous})`.mapWith(userEvents.occurredAt),
      })
      .from(sql`(values (1)) as once (one)`)
      .prepare(name);
  },
  {
    key: (values) => `${values.type}:${values.sessionId}`,
    keep: ([row]) => row?.openedAt != null,
  },
);

export const userEventQueries = {
  /** When the owner's latest event of this type happened; undefined when none is recorded. */
  async latest(db: Executor, owner: Owner, type: UserEventType) {
    const [row] = await db
      .select({ occurredAt: userEvents.occurredAt })
      .from(userEvents)
      .where(
        and(
          eq(userEvents.tenantId, owner.tenantId),
          eq(userEvents.userId, owner.userId),
          eq(userEvents.type, type),
        ),
      )
      .orderBy(desc(userEvents.occurredAt))
      .limit(1);
    return row?.occurredAt;
  },

  /** The session of the owner's latest event of this type; null when none names one. */
  async latestSession(db: Executor, owner: Owner, type: UserEventType): Promise<string | null> {
    const [row] = await db
      .select({ sessionId: userEvents.sessionId })
      .from(userEvents)
      .where(
        and(
          eq(userEvents.tenantId, owner.tenantId),
          eq(userEvents.userId, owner.userId),
          eq(userEvents.type, type),
        ),
      )
      .orderBy(desc(userEvents.occurredAt))
      .limit(1);
    return row?.sessionId ?? null;
  },

  /**
   * The latest event of this type another session (or none) recorded before `sessionId`'s own,
   * or before `now` when that session recorded none: one statement, on the dashboard's load.
   */
  async latestBeforeSession(
    db: Executor,
    owner: Owner,
    type: UserEventType,
    sessionId: string,
    now: Date,
  ) {
    const [row] = await latestBeforeSession(db, { ...owner, type, sessionId, now });
    return row?.occurredAt ?? undefined;
  },
};
