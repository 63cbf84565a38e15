import type { Redis } from 'ioredis';
import type { RelayWakeups } from './relay-wakeups';

/**
 * Wake-ups through Redis pub/sub (REDIS_URL): no PostgreSQL connection is held for LISTEN (so a
 * transaction-pooling PgBouncer in front of the database is fine), and a claim reaches the other
 * instances without PostgreSQL's notification queue. The claimer publishes after its claim
 * commits; a write request's instance wakes its own relay when it answers (`hearsWrites` false).
 */
export function redisWakeups(redis: Redis, channel = 'portal:outbox'): RelayWakeups {
  return {
    async listen(wake) {
      // A connection in subscriber mode can do nothing else: a copy of the app's own.
      const subscriber = redis.duplicate();
      subscriber.on('message', (from: string, claimant: string) => {
        if (from === channel) wake(claimant || undefined);
      });
      // Reconnected after a drop: what was published meanwhile is lost, so look now.
      subscriber.on('ready', () => wake());
      // ioredis reconnects by itself; the poll covers the gap.
      subscriber.on('error', () => undefined);
      await subscriber.subscribe(channel);
      return async () => {
        subscriber.disconnect();
      };
    },
    async claimed(claimant) {
      // A lost publish only delays the other instances until their next poll.
      await redis.publish(channel, claimant).catch(() => undefined);
    },
    hearsWrites: false,
  };
}
