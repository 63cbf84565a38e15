import { LRUCache } from 'lru-cache';

/** The channel the database's trigger names an ended session on (migration 0048). */
export const SESSION_ENDED_CHANNEL = 'auth_session_ended';

/** At most this many sessions are kept; past it the least used goes first. */
const DEFAULT_CAPACITY = 100_000;

/**
 * The student sessions this instance has found live, so that a signed-in call checks its session
 * without a query (docs/performance.md "Sessions"). It stays true because every session that ends
 * is named on `SESSION_ENDED_CHANNEL` by a trigger, whatever path ended it, and forgotten here:
 *
 * - nothing is kept unless the instance is listening (`listening(true)`); a lost listening
 *   connection forgets everything until listening starts again;
 * - a session found live by a query that began before some session ended is not kept (`epoch`):
 *   the query may have read it just before its ending committed, and the notice is already spent;
 * - the instance that ends a session forgets it itself before answering (`forget`), so that its
 *   own next call is refused whatever the notice's timing.
 */
export interface LiveSessionCache {
  /** The user of the tenant's session when it is known live; undefined when a query must tell. */
  userOf(tenantId: string, sessionId: string): string | undefined;
  /** A number to pass to `remember`, read before the query that finds the session live. */
  epoch(): number;
  remember(session: { tenantId: string; sessionId: string; userId: string }, epoch: number): void;
  /** The sessions named ended; with none, every session (a notice may have been missed). */
  forget(sessionIds?: readonly string[]): void;
  /** Whether notices are being heard: while not, nothing is kept. */
  listening(heard: boolean): void;
}

export function createLiveSessionCache(capacity = DEFAULT_CAPACITY): LiveSessionCache {
  // Bounded through maxSize, a session counting 1, rather than `max`: with `max` lru-cache
  // allocates every slot up front, 2.8 MB of heap for 100,000 sessions in a process that holds
  // none yet (docs/performance.md "The process's memory"); this way its arrays grow as it fills.
  const sessions = new LRUCache<string, { tenantId: string; userId: string }>({
    maxSize: capacity,
    sizeCalculation: () => 1,
  });
  let endings = 0;
  let heard = false;

  const forget = (sessionIds?: readonly string[]) => {
    endings += 1;
    if (!sessionIds) sessions.clear();
    else for (const id of sessionIds) sessions.delete(id);
  };

  return {
    userOf(tenantId, sessionId) {
      const session = sessions.get(sessionId);
      return session?.tenantId === tenantId ? session.userId : undefined;
    },
    epoch: () => endings,
    remember({ tenantId, sessionId, userId }, epoch) {
      if (!heard || epoch !== endings) return;
      sessions.set(sessionId, { tenantId, userId });
    },
    forget,
    listening(now) {
      heard = now;
      forget();
    },
  };
}
