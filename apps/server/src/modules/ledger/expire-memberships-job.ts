import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import { expireMemberships } from './expire-memberships';

/** The daily membership pass, early in the day so the days to restart count whole days. */
export function expireMembershipsJob(options: { db: Database; clock: Clock }): JobDefinition {
  const { db, clock } = options;
  return {
    name: 'expire-memberships',
    cron: '5 0 * * *',
    retry: { limit: 2, delaySeconds: 300 },
    handler: () => expireMemberships(db, clock.now()),
  };
}
