import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { expireMemberships } from './expire-memberships';
import { warnExpiringCards } from './warn-expiring-cards';

export const DAILY_BILLING_JOB = 'daily-billing';

/**
 * The daily billing pass, early in the day so the days to restart count whole days: memberships
 * expire, and learners whose card is about to expire are told.
 */
export function dailyBillingJob(options: {
  db: Database;
  tenants: TenantRegistry;
  clock: Clock;
}): JobDefinition {
  const { db, tenants, clock } = options;
  return {
    name: DAILY_BILLING_JOB,
    cron: '5 0 * * *',
    retry: { limit: 2, delaySeconds: 300 },
    async handler() {
      await expireMemberships(db, clock.now());
      await warnExpiringCards(db, tenants, clock.now());
    },
  };
}
