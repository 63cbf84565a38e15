import { and, desc, eq, lt, ne, or, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { userEvents } from '../../db/schema';

/** The kinds of user event kept (SPEC §7 user events). */
export type UserEventType = 'USER_LOGIN';

interface Owner {
  tenantId: string;
  userId: string;
}

export const userEventQueries = {
  record: (
    db: Executor,
    event: Owner & { type: UserEventType; sessionId: string | null; occurredAt: Date },
  ) => db.insert(userEvents).values(event),

  /** When the session's own event of this type happened, if it was recorded. */
  async ofSession(db: Executor, owner: Owner, type: UserEventType, sessionId: string) {
    const [row] = await db
      .select({ occurredAt: userEvents.occurredAt })
      .from(userEvents)
      .where(
        and(
          eq(userEvents.tenantId, owner.tenantId),
          eq(userEvents.userId, owner.userId),
          eq(userEvents.type, type),
          eq(userEvents.sessionId, sessionId),
        ),
      );
    return row?.occurredAt;
  },

  /** The latest event of this type before `before` that another session (or none) recorded. */
  async latestBefore(
    db: Executor,
    owner: Owner,
    type: UserEventType,
    exceptSession: string,
    before: Date,
  ) {
    const [row] = await db
      .select({ occurredAt: userEvents.occurredAt })
      .from(userEvents)
      .where(
        and(
          eq(userEvents.tenantId, owner.tenantId),
          eq(userEvents.userId, owner.userId),
          eq(userEvents.type, type),
          lt(userEvents.occurredAt, before),
          or(isNull(userEvents.sessionId), ne(userEvents.sessionId, exceptSession)),
        ),
      )
      .orderBy(desc(userEvents.occurredAt))
      .limit(1);
    return row?.occurredAt;
  },
};
