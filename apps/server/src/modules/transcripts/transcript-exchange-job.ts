import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { advanceTranscripts } from './advance-transcripts';
import { reviewPriorCredit } from './review-prior-credit';

/** A day per move unless SANDBOX_TRANSCRIPT_STEP_SECONDS shortens it (docs/transcripts.md). */
export const DEFAULT_TRANSCRIPT_STEP_MS = 24 * 3600 * 1000;

/**
 * The sandbox registrar (docs/transcripts.md): moves transcript requests along and grants prior
 * credit when due, every 30 s, or every `everySeconds` when the steps take seconds.
 */
export function transcriptExchangeJobs(options: {
  db: Database;
  tenants: TenantRegistry;
  clock: Clock;
  stepMs: number;
  everySeconds?: number;
}): JobDefinition[] {
  const { clock, everySeconds, ...context } = options;
  const cron = `*/${everySeconds ?? 30} * * * * *`;
  const retry = { limit: 2, delaySeconds: 10 };
  const now = () => clock.now();
  return [
    {
      name: 'advance-transcripts',
      cron,
      retry,
      handler: async () => {
        await advanceTranscripts({ ...context, now });
      },
    },
    {
      name: 'review-prior-credit',
      cron,
      retry,
      handler: async () => {
        await reviewPriorCredit({ db: context.db, tenants: context.tenants, now });
      },
    },
  ];
}
