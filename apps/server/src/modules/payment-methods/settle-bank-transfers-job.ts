import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import type { PaymentProviders } from '../../payments/payment-provider';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { settleBankTransfers } from './settle-bank-transfers';

/**
 * Asks the bank about transfers still processing, every ten minutes (docs/billing.md), or every
 * `everySeconds` when a sandbox bank answers within seconds.
 */
export function settleBankTransfersJob(options: {
  db: Database;
  providers: PaymentProviders;
  tenants: TenantRegistry;
  clock: Clock;
  everySeconds?: number;
}): JobDefinition {
  const { clock, everySeconds, ...context } = options;
  return {
    name: 'settle-bank-transfers',
    cron: everySeconds ? `*/${everySeconds} * * * * *` : '*/10 * * * *',
    retry: { limit: 2, delaySeconds: 30 },
    handler: () => settleBankTransfers({ ...context, now: () => clock.now() }),
  };
}
