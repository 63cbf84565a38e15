import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/database';
import { redisWakeups } from './redis-relay-wakeups';
import { postgresWakeups, type RelayWakeups } from './relay-wakeups';

/** Redis pub/sub when REDIS_URL gives a Redis, else the database's LISTEN/NOTIFY. Chosen once. */
export function chooseRelayWakeups(options: {
  database: DatabaseHandle;
  redis?: Redis;
}): RelayWakeups {
  return options.redis ? redisWakeups(options.redis) : postgresWakeups(options.database);
}
