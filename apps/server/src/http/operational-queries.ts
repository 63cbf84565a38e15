import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { queryRows } from '../db/query-rows';

/**
 * What /metrics reads on each scrape: counts and one age, never a row's contents. Each query
 * uses an index (pg-boss's per-queue partitions, the outbox's and mail's partial indexes).
 */
export const operationalQueries = {
  /** Jobs waiting (queued or awaiting a retry) and failed, by queue. */
  jobCounts: (db: Database) =>
    queryRows<{ queue: string; state: string; count: number }>(
      db,
      sql`select name as queue, state::text as state, count(*)::int as count from pgboss.job
          where state in ('created', 'retry', 'failed') group by name, state`,
    ),

  /** Seconds since the oldest event the relay has not yet claimed was written; 0 when none. */
  async outboxLagSeconds(db: Database): Promise<number> {
    const [row] = await queryRows<{ age: number | string }>(
      db,
      sql`select extract(epoch from now() - created_at) as age from outbox
          where position is null order by id limit 1`,
    );
    return row ? Math.max(0, Number(row.age)) : 0;
  },

  async mailWaiting(db: Database): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from mail_outbox where status = 'waiting'`,
    );
    return row?.count ?? 0;
  },
};
