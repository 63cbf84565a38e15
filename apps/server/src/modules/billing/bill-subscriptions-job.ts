import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import type { PaymentProviders } from '../../payments/payment-provider';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { runBilling } from './billing-run';

/**
 * Charges due subscriptions every minute (docs/billing.md). The run is safe to repeat and to run
 * on several instances at once; a provider that did not answer leaves its charges open for the
 * next run, which fails this one so the failure is visible.
 */
export function billSubscriptionsJob(options: {
  db: Database;
  providers: PaymentProviders;
  tenants: TenantRegistry;
  clock: Clock;
}): JobDefinition {
  const { db, providers, tenants, clock } = options;
  return {
    name: 'bill-subscriptions',
    cron: '* * * * *',
    retry: { limit: 2, delaySeconds: 10 },
    async handler() {
      const report = await runBilling({ db, providers, tenants, now: () => clock.now() });
      if (report.unanswered > 0) {
        throw new Error(`the payment provider did not answer about ${report.unanswered} charge(s)`);
      }
    },
  };
}
