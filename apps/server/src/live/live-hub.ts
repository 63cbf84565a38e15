import type { LiveMessage } from './live-message';
import type { LiveSession } from './live-session';

/**
 * The connected sessions of this instance by tenant and user: the relay's subscriber hands each
 * event to the sessions of its tenant and user only (docs/decisions/0010: routing must check both).
 */
export function createLiveHub() {
  const sessions = new Map<string, Set<LiveSession>>();
  const keyOf = (tenantId: string, userId: string) => `${tenantId}\u0000${userId}`;
  return {
    join(tenantId: string, session: LiveSession) {
      const key = keyOf(tenantId, session.userId);
      let set = sessions.get(key);
      if (!set) sessions.set(key, (set = new Set()));
      set.add(session);
    },
    leave(tenantId: string, session: LiveSession) {
      const key = keyOf(tenantId, session.userId);
      const set = sessions.get(key);
      set?.delete(session);
      if (set?.size === 0) sessions.delete(key);
    },
    /** The relay's subscriber: never waits, so one slow client cannot hold up the relay. */
    deliver(message: LiveMessage) {
      const set = sessions.get(keyOf(message.tenantId, message.userId));
      if (set) for (const session of set) session.deliver(message);
    },
    /** The connected sessions, by tenant. */
    byTenant() {
      const tenants = new Map<string, LiveSession[]>();
      for (const [key, set] of sessions) {
        const tenantId = key.slice(0, key.indexOf('\u0000'));
        // Appended in place: copying the tenant's list for each user was quadratic in the users.
        let list = tenants.get(tenantId);
        if (!list) tenants.set(tenantId, (list = []));
        for (const session of set) list.push(session);
      }
      return tenants;
    },
    closeAll() {
      for (const set of sessions.values()) for (const session of [...set]) session.close();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
