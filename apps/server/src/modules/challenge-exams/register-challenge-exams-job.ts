import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { registerChallengeExams } from './register-challenge-exams';

/** Hands paid challenge exams to the proctoring service every ten seconds. */
export function registerChallengeExamsJob(options: {
  db: Database;
  tenants: TenantRegistry;
  clock: Clock;
}): JobDefinition {
  const { db, tenants, clock } = options;
  return {
    name: 'register-challenge-exams',
    cron: '*/10 * * * * *',
    retry: { limit: 2, delaySeconds: 10 },
    handler: () => registerChallengeExams({ db, tenants, now: () => clock.now() }),
  };
}
