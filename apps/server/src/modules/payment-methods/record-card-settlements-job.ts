import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import type { PaymentProviders } from '../../payments/payment-provider';
import { recordCardSettlements } from './record-card-settlements';

/**
 * Asks the card gateway which captures its settlement batch settled, daily at 00:30 UTC: after
 * the batch that closes at midnight (docs/billing.md "Card settlement"). A gateway that does not
 * answer fails the run (retried twice); what was recorded before stays.
 */
export function recordCardSettlementsJob(options: {
  db: Database;
  providers: PaymentProviders;
  clock: Clock;
}): JobDefinition {
  const { db, providers, clock } = options;
  return {
    name: 'record-card-settlements',
    cron: '30 0 * * *',
    retry: { limit: 2, delaySeconds: 60 },
    handler: () => recordCardSettlements({ db, providers, now: () => clock.now() }),
  };
}
