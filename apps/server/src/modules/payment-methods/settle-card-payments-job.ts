import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { settleAttemptsInDoubt } from './settle-attempts-in-doubt';
import type { PaymentProviders } from '../../payments/payment-provider';
import type { JobDefinition } from '../../jobs/job-runner';

/**
 * Settles card payments left in doubt (docs/decisions/0008-jobs.md). Every 30 s, so an attempt is settled within a
 * minute of the moment it can be: at once when the gateway has its answer, or once its deadline
 * has passed when the gateway never received it. A gateway that does not answer fails the run
 * (retried twice, then the next run asks again).
 */
export function settleCardPaymentsJob(options: {
  db: Database;
  providers: PaymentProviders;
  clock: Clock;
}): JobDefinition {
  const { db, providers, clock } = options;
  return {
    name: 'settle-card-payments',
    cron: '*/30 * * * * *',
    retry: { limit: 2, delaySeconds: 5 },
    handler: () => settleAttemptsInDoubt({ db, providers, now: () => clock.now() }),
  };
}
