import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import { purgeStaleLoginThrottles } from './login-throttle';
import type { ThrottlePolicy } from './login-throttle-policy';

/**
 * Forgets sign-in counters whose window has long passed, once a day at a quiet hour (decision
 * 0007), so the table holds only what can still throttle someone.
 */
export function purgeLoginThrottlesJob(options: {
  db: Database;
  clock: Clock;
  policy: ThrottlePolicy;
}): JobDefinition {
  const { db, clock, policy } = options;
  return {
    name: 'purge-login-throttles',
    cron: '23 3 * * *',
    retry: { limit: 2, delaySeconds: 300 },
    handler: () => purgeStaleLoginThrottles(db, clock.now(), policy),
  };
}
