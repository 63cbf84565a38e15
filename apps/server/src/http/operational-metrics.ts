import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/database';
import { paymentOutcomes } from '../payments/payment-outcome-counter';
import { operationalQueries } from './operational-queries';

/**
 * The gauges of docs/operations.md "Metrics", computed when /metrics is read. Their labels are
 * queue names only: no tenant, user, address, token or card detail. A query that fails (the job
 * tables not made yet, the database away) leaves its gauge empty and is logged, and the scrape
 * still answers.
 */
export function registerOperationalMetrics(
  registry: Registry,
  deps: { db: Database; log: FastifyBaseLogger; openLiveConnections: () => number },
): void {
  const { db, log } = deps;
  registry.registerMetric(paymentOutcomes);
  const reading = async (what: string, read: () => Promise<void>) => {
    try {
      await read();
    } catch (error) {
      log.warn({ err: error }, `metrics: ${what} not read`);
    }
  };

  // prom-client reads its metrics side by side: each job gauge makes its own (indexed) count.
  const jobGauge = (name: string, help: string, failed: boolean) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        this.reset();
        await reading('jobs', async () => {
          for (const { queue, state, count } of await operationalQueries.jobCounts(db)) {
            if ((state === 'failed') !== failed) continue;
            this.inc({ queue }, count);
          }
        });
      },
    });
  jobGauge('portal_jobs_waiting', 'Jobs queued or awaiting a retry, by queue', false);
  jobGauge(
    'portal_jobs_failed',
    'Jobs that failed every try and are kept for inspection, by queue',
    true,
  );
  new Gauge({
    name: 'portal_outbox_lag_seconds',
    help: 'Age of the oldest live-update event not yet relayed (0 when none waits)',
    registers: [registry],
    async collect() {
      await reading('outbox lag', async () =>
        this.set(await operationalQueries.outboxLagSeconds(db)),
      );
    },
  });
  new Gauge({
    name: 'portal_live_connections',
    help: 'Live-update (WebSocket) connections open on this instance',
    registers: [registry],
    collect() {
      this.set(deps.openLiveConnections());
    },
  });
  new Gauge({
    name: 'portal_mail_waiting',
    help: 'Messages in the mail outbox not yet sent',
    registers: [registry],
    async collect() {
      await reading('mail outbox', async () => this.set(await operationalQueries.mailWaiting(db)));
    },
  });
}
