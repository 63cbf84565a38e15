import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import type { PaymentProviders } from '../../payments/payment-provider';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { settleRefunds } from './settle-refunds';

/** Asks about refunds still on their way, with the bank transfers' schedule (docs/refunds.md). */
export function settleRefundsJob(options: {
  db: Database;
  providers: PaymentProviders;
  tenants: TenantRegistry;
  clock: Clock;
  everySeconds?: number;
}): JobDefinition {
  const { everySeconds, ...context } = options;
  return {
    name: 'settle-refunds',
    cron: everySeconds ? `*/${everySeconds} * * * * *` : '*/10 * * * *',
    retry: { limit: 2, delaySeconds: 30 },
    handler: () => settleRefunds(context),
  };
}
