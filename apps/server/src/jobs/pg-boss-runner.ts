import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Clock } from '../clock';
import { currentRequestId, withRequestId } from '../http/request-context';
import { currentTraceparent, inSpan } from '../tracing/spans';
import { dueSlot, parseCron, type CronSchedule } from './cron-slot';
import type { JobDefinition, JobLog, JobRunner } from './job-runner';

export interface PgBossRunnerOptions {
  db: PgBoss.Db;
  clock: Clock;
  /** How often schedules are checked against the clock. */
  tickMs?: number;
  /** How often the queues are looked at for a job that has become due (one query for all). */
  pollingIntervalSeconds?: number;
  /** How long `stop` waits for running jobs before failing them back to the queue. */
  stopTimeoutMs?: number;
}

/** How late a schedule's slot may still be queued (as pg-boss's own timekeeper does). */
const SLOT_WINDOW_MS = 60_000;

/**
 * pg-boss's own poll, each worker on its own: only a backstop, since the runner's one query for
 * all queues (`DUE_QUEUES`) wakes a worker whose queue has a job to take.
 */
const WORKER_BACKSTOP_SECONDS = 60;

/**
 * This runner's queues holding a job ready to start, by pg-boss's own condition for a fetch (its
 * partial index on name and start time serves it). One query instead of one fetch per queue: on
 * the embedded database each fetch ran on the server's thread, some twenty of them every two
 * seconds, most of an idle server's CPU (docs/decisions/0008-jobs.md "Polling").
 */
const DUE_QUEUES = `
  select queue.name from pgboss.queue
  where queue.name = any($1::text[])
    and exists (
      select 1 from pgboss.job
      where job.name = queue.name and job.state < 'active' and job.start_after < now()
    )`;

/**
 * One job per name and business key: the key becomes the job's id (a UUID made from a hash), and
 * pg-boss inserts with ON CONFLICT DO NOTHING on that id, whatever the state of the first job.
 */
function jobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  // Version 8 ("custom") and the RFC 9562 variant bits, so it is a valid UUID.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Where a job's data keeps the id of the request that queued it: taken off again before the
 * handler sees the data, which runs under that id (http/request-context.ts).
 */
const CAUSED_BY = 'causedByRequest';
/**
 * Where it keeps the span that queued it (a W3C `traceparent`), when traces are exported: the
 * job's run is that span's child, in the same trace (docs/operations.md "Traces").
 */
const CAUSED_BY_TRACE = 'causedByTrace';

/**
 * pg-boss records the end of a job its worker ran (complete, or fail when the handler threw)
 * without awaiting it: were the database gone at that moment (a restart, a failover, the very
 * failure the handler met), the rejection would go unhandled and end the process. So the queries
 * recording the end of a job this runner took never reject, also when pg-boss stopped waiting for
 * a slow handler and fails the job while it still runs: a failure is logged, and the
 * job, still active in the queue, is taken again once it expires (pg-boss's maintenance).
 * pg-boss sends those queries as `[queue, jobIds, output]`.
 */
function recordingJobEndsSafely(
  db: PgBoss.Db,
  untilRecorded: Set<string>,
  log: () => JobLog | undefined,
): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const ids: unknown = values?.[1];
      if (!Array.isArray(ids) || !ids.some((id) => untilRecorded.has(id))) {
        return db.executeSql(text, values);
      }
      try {
        return await db.executeSql(text, values);
      } catch (error) {
        log()?.error({ err: error, jobIds: ids }, 'job end not recorded: it runs again later');
        // What pg-boss reads of the answer: no job changed.
        return { rows: [{ count: 0 }] };
      } finally {
        for (const id of ids) untilRecorded.delete(id);
      }
    },
  };
}

/**
 * The job runner on pg-boss 10 (docs/decisions/0008-jobs.md). pg-boss keeps the queue, takes jobs
 * with SKIP LOCKED, retries with backoff, records failures and expires jobs of a dead process.
 * Schedules are ours: pg-boss reads cron against `Date.now()`, and time here is the injected clock.
 */
export function createPgBossRunner(options: PgBossRunnerOptions): JobRunner {
  const { clock } = options;
  let log: JobLog | undefined;
  /** Jobs whose handler has returned or thrown, until pg-boss has recorded it. */
  const untilRecorded = new Set<string>();
  const boss = new PgBoss({
    db: recordingJobEndsSafely(options.db, untilRecorded, () => log),
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (error) => log?.error({ err: error }, 'job queue error'));
  const jobs = new Map<string, JobDefinition>();
  const schedules = new Map<string, CronSchedule>();
  const workers = new Map<string, string>();
  const lastSlots = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let poller: NodeJS.Timeout | undefined;
  /** A due-jobs query is running: a slow database must not pile polls up behind each other. */
  let polling = false;
  let started = false;

  async function send(name: string, data: object, sendOptions: { key?: string } = {}) {
    const causedByRequest = currentRequestId();
    const causedByTrace = currentTraceparent();
    const id = await boss.send(
      name,
      {
        ...data,
        ...(causedByRequest ? { [CAUSED_BY]: causedByRequest } : {}),
        ...(causedByTrace ? { [CAUSED_BY_TRACE]: causedByTrace } : {}),
      },
      sendOptions.key ? { id: jobId(name, sendOptions.key), singletonKey: sendOptions.key } : {},
    );
    // The worker of this instance looks now rather than at its next poll.
    const worker = workers.get(name);
    if (id && worker) boss.notifyWorker(worker);
    return id;
  }

  async function tick() {
    const now = clock.now();
    for (const [name, schedule] of schedules) {
      const slot = dueSlot(schedule, now, SLOT_WINDOW_MS);
      if (!slot || lastSlots.get(name) === slot.getTime()) continue;
      await send(name, {}, { key: `slot:${slot.toISOString()}` });
      lastSlots.set(name, slot.getTime());
    }
  }

  /** Wakes the worker of each queue with a job due: sent by another instance, or a retry's delay passed. */
  async function wakeDueWorkers() {
    if (polling) return;
    polling = true;
    try {
      const { rows } = await options.db.executeSql(DUE_QUEUES, [[...workers.keys()]]);
      for (const { name } of rows as { name: string }[]) {
        const worker = workers.get(name);
        if (worker) boss.notifyWorker(worker);
      }
    } finally {
      polling = false;
    }
  }

  return {
    define(job) {
      if (started) throw new Error(`job ${job.name} defined after the runner started`);
      jobs.set(job.name, job as JobDefinition);
      if (job.cron) schedules.set(job.name, parseCron(job.cron));
      else schedules.delete(job.name);
    },

    async start(logTo) {
      started = true;
      log = logTo;
      await boss.start();
      for (const job of jobs.values()) {
        await boss.createQueue(job.name, {
          name: job.name,
          retryLimit: job.retry?.limit ?? 0,
          retryDelay: job.retry?.delaySeconds ?? 0,
          retryBackoff: true,
        });
        const worker = await boss.work<object>(
          job.name,
          { pollingIntervalSeconds: WORKER_BACKSTOP_SECONDS },
          async ([taken]) => {
            // pg-boss 10 waits a whole polling interval after every fetch unless told otherwise;
            // a fetch that found a job asks again at once, so a backlog is worked through
            // without a pause per job (one job every two seconds, as measured by the bench).
            const workerId = workers.get(job.name);
            if (workerId) boss.notifyWorker(workerId);
            // From now on its end is recorded safely, also when pg-boss gives up waiting for it.
            untilRecorded.add(taken!.id);
            const {
              [CAUSED_BY]: reqId,
              [CAUSED_BY_TRACE]: traceparent,
              ...data
            } = taken!.data as Record<string, unknown>;
            const causedBy = typeof reqId === 'string' ? reqId : undefined;
            try {
              await inSpan(
                `job ${job.name}`,
                {
                  kind: 'CONSUMER',
                  parent: {
                    traceparent: typeof traceparent === 'string' ? traceparent : undefined,
                  },
                  attributes: {
                    'portal.job.name': job.name,
                    'portal.job.id': taken!.id,
                    ...(causedBy ? { 'portal.request.id': causedBy } : {}),
                  },
                },
                () => withRequestId(causedBy, () => job.handler(data)),
              );
            } catch (error) {
              logTo.error(
                { err: error, job: job.name, jobId: taken!.id, reqId: causedBy },
                'job failed',
              );
              throw error;
            }
          },
        );
        workers.set(job.name, worker);
      }
      const tickAndLog = () =>
        tick().catch((error) => logTo.error({ err: error }, 'job schedule failed'));
      await tickAndLog();
      timer = setInterval(tickAndLog, options.tickMs ?? 5_000);
      poller = setInterval(
        () => wakeDueWorkers().catch((error) => logTo.error({ err: error }, 'job poll failed')),
        (options.pollingIntervalSeconds ?? 2) * 1000,
      );
    },

    send,
    tick,

    async job(name, id) {
      const found = await boss.getJobById(name, id, { includeArchive: true });
      return found
        ? { state: found.state, retryCount: found.retryCount, output: found.output ?? null }
        : null;
    },

    async stop() {
      clearInterval(timer);
      clearInterval(poller);
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 20_000 });
    },
  } satisfies JobRunner;
}
