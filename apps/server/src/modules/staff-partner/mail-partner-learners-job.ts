import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { sendPartnerLearnerMailings } from './send-partner-learner-mailings';

/**
 * Sends the schools' scheduled learners files, every day at 06:00 UTC (docs/staff-console.md
 * "Partner schools"). The runner queues each day's slot once across instances (jobs/cron-slot.ts);
 * each school's day is claimed once on top of that, so a retry sends nothing twice.
 */
export function mailPartnerLearnersJob(options: {
  db: Database;
  tenants: TenantRegistry;
  clock: Clock;
}): JobDefinition {
  return {
    name: 'mail-partner-learners',
    cron: '0 6 * * *',
    retry: { limit: 2, delaySeconds: 300 },
    handler: () => sendPartnerLearnerMailings(options),
  };
}
