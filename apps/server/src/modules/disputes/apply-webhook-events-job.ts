import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { applyWebhookEvent } from './apply-webhook-event';
import { disputeQueries } from './dispute-queries';

export const APPLY_WEBHOOK_EVENTS_JOB = 'apply-webhook-events';

/** Events one sweep applies at most; the next takes the rest. */
const BATCH = 100;

/**
 * Applies a gateway's webhook event the receiver queued (docs/disputes.md); every minute, a sweep
 * applies any event whose queueing was lost. Applying an event twice does nothing the second time.
 */
export function applyWebhookEventsJob(options: {
  db: Database;
  clock: Clock;
  tenants: TenantRegistry;
}): JobDefinition<{ eventRowId?: string }> {
  return {
    name: APPLY_WEBHOOK_EVENTS_JOB,
    cron: '* * * * *',
    retry: { limit: 5, delaySeconds: 10 },
    async handler(data) {
      const ids = data.eventRowId
        ? [data.eventRowId]
        : await disputeQueries.waitingEventIds(options.db, BATCH);
      for (const eventRowId of ids) await applyWebhookEvent({ ...options, eventRowId });
    },
  };
}
