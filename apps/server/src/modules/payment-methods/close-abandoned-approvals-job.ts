import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import { closeAbandonedApprovals } from './close-abandoned-approvals';

/** Closes payments left waiting for the payer, every ten minutes (docs/billing.md). */
export function closeAbandonedApprovalsJob(options: { db: Database; clock: Clock }): JobDefinition {
  const { db, clock } = options;
  return {
    name: 'close-abandoned-approvals',
    cron: '*/10 * * * *',
    retry: { limit: 2, delaySeconds: 30 },
    handler: async () => {
      await closeAbandonedApprovals({ db, now: () => clock.now() });
    },
  };
}
