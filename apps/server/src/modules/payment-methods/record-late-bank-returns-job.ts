import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import type { PaymentProviders } from '../../payments/payment-provider';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { recordLateBankReturns } from './settle-bank-transfers';

/**
 * Asks the bank, daily at 01:30 UTC, about the debits it settled within the return window
 * (docs/reconciliation.md): before the 02:00 import, so that a return the bank made yesterday is
 * in yesterday's ledger when its line is matched.
 */
export function recordLateBankReturnsJob(options: {
  db: Database;
  providers: PaymentProviders;
  tenants: TenantRegistry;
  clock: Clock;
}): JobDefinition {
  const { clock, ...context } = options;
  return {
    name: 'record-late-bank-returns',
    cron: '30 1 * * *',
    retry: { limit: 2, delaySeconds: 300 },
    handler: () => recordLateBankReturns({ ...context, now: () => clock.now() }),
  };
}
