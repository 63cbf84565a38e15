import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { JobDefinition } from '../jobs/job-runner';
import { outboxQueries } from './outbox-queries';

/**
 * How long a dispatched event is kept: a client that reconnects within it is sent what it missed
 * (docs/live-updates.md); a week covers a laptop closed over a long weekend.
 */
export const OUTBOX_RETENTION_MS = 7 * 24 * 3_600_000;

/** Deleted per statement, so the embedded database's one connection serves requests in between. */
const BATCH = 1_000;

/**
 * Deletes dispatched events older than the retention, every hour. Events still waiting for the
 * relay are kept however old they are.
 */
export function pruneOutboxJob(options: { db: Database; clock: Clock }): JobDefinition {
  const { db, clock } = options;
  return {
    name: 'prune-outbox',
    cron: '7 * * * *',
    retry: { limit: 2, delaySeconds: 60 },
    async handler() {
      const before = new Date(clock.now().getTime() - OUTBOX_RETENTION_MS);
      let deleted: number;
      do {
        deleted = await outboxQueries.pruneDispatchedBefore(db, before, BATCH);
      } while (deleted === BATCH);
    },
  };
}
