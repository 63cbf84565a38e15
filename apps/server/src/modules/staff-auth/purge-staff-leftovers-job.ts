import { VIEW_AS_TTL_SECONDS } from '@portal/domain/staff/view-as';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import { staffPasskeyQueries } from './staff-passkey-queries';
import { staffQueries } from './staff-queries';

/**
 * Forgets, once a day at a quiet hour, what staff sign-in leaves behind that can no longer matter:
 * passkey challenges past their expiry (a member's own are cleared when they ask for another, but
 * not those of a member who never comes back), and the record of a view as a student ended
 * early, once its token would have run out anyway (docs/staff-console.md).
 */
export function purgeStaffLeftoversJob(options: { db: Database; clock: Clock }): JobDefinition {
  const { db, clock } = options;
  return {
    name: 'purge-staff-leftovers',
    cron: '37 3 * * *',
    retry: { limit: 2, delaySeconds: 300 },
    handler: async () => {
      const now = clock.now();
      await staffPasskeyQueries.forgetExpiredChallenges(db, now);
      await staffQueries.forgetEndedViews(db, new Date(now.getTime() - VIEW_AS_TTL_SECONDS * 1000));
    },
  };
}
