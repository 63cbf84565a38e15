import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { queryRows } from '../test/test-database';
import { manualClock, startTestServer, type TestServer } from '../test/test-server';
import { currentRequestId, withRequestId } from '../http/request-context';
import { chooseJobRunner } from './choose-job-runner';
import type { JobDefinition, JobRunner } from './job-runner';

let server: TestServer;
const running: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  for (const runner of running.splice(0)) await runner.stop();
});
afterAll(async () => server?.close());

const silent = { error: () => undefined };
const quickly = { interval: 100 };

/** A runner on the test database that polls often, with its schedule timer out of the way. */
function testRunner(clock = server.clock, stopTimeoutMs?: number): JobRunner {
  const runner = chooseJobRunner({
    database: server.database,
    clock,
    pollingIntervalSeconds: 0.5,
    tickMs: 3_600_000,
    stopTimeoutMs,
  });
  running.push(runner);
  return runner;
}

function countingJob(name: string, extra: Partial<JobDefinition> = {}) {
  const runs: object[] = [];
  const job: JobDefinition = {
    name,
    async handler(data) {
      runs.push(data);
    },
    ...extra,
  };
  return { job, runs };
}

const queuedJobs = async (name: string) =>
  (
    await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from pgboss.job where name = ${name}`,
    )
  )[0]!.n;

describe('schedules read the injected clock', () => {
  it('runs a nightly job when the clock reaches its time, not before, and once per slot', async () => {
    const clock = manualClock(new Date('2026-11-22T02:59:30Z'));
    const { job, runs } = countingJob('nightly', { cron: '0 3 * * *' });
    const runner = testRunner(clock);
    runner.define(job);
    await runner.start(silent);

    await runner.tick();
    expect(await queuedJobs('nightly')).toBe(0);

    clock.advance(30_000);
    await runner.tick();
    await expect.poll(() => runs.length, quickly).toBe(1);
    clock.advance(20_000);
    await runner.tick();
    expect(await queuedJobs('nightly')).toBe(1);

    // A slot more than a minute old is skipped, not run late (a server that was down).
    clock.set(new Date('2026-11-23T03:01:30Z'));
    await runner.tick();
    clock.set(new Date('2026-11-24T03:00:10Z'));
    await runner.tick();
    await expect.poll(() => runs.length, quickly).toBe(2);
    expect(await queuedJobs('nightly')).toBe(2);
  });
});

describe('the request that queued a job', () => {
  it('is the id its handler runs under, and names it when it fails; its data is as sent', async () => {
    const seen: { data: object; requestId: string | undefined }[] = [];
    const failures: object[] = [];
    const runner = testRunner();
    runner.define({
      name: 'traced',
      async handler(data) {
        seen.push({ data, requestId: currentRequestId() });
        if ('fail' in data) throw new Error('refused');
      },
    });
    await runner.start({ error: (details) => failures.push(details) });
    await withRequestId('trace-job-0001', () => runner.send('traced', { order: 'A' }));
    await runner.send('traced', { order: 'B' });
    await withRequestId('trace-job-0002', () => runner.send('traced', { fail: true }));
    await expect.poll(() => seen.length, quickly).toBe(3);
    expect(seen).toEqual(
      expect.arrayContaining([
        { data: { order: 'A' }, requestId: 'trace-job-0001' },
        { data: { order: 'B' }, requestId: undefined },
        { data: { fail: true }, requestId: 'trace-job-0002' },
      ]),
    );
    await expect
      .poll(() => failures, quickly)
      .toContainEqual(expect.objectContaining({ job: 'traced', reqId: 'trace-job-0002' }));
  });
});

describe('two server instances on one database', () => {
  it('run a keyed job once, and one schedule slot once, whichever instance sends it', async () => {
    const apps: FastifyInstance[] = [];
    const counted = [countingJob('keyed'), countingJob('keyed')];
    const slots = [countingJob('every-minute', { cron: '* * * * *' })];
    slots.push(countingJob('every-minute', { cron: '* * * * *' }));
    const runners = counted.map((counter, i) => {
      const runner = testRunner();
      runner.define(counter.job);
      runner.define(slots[i]!.job);
      return runner;
    });
    try {
      for (const runner of runners) {
        apps.push(
          await buildApp({
            db: server.database.db,
            clock: server.clock,
            tenants: server.tenants,
            buildVersion: 'test',
            logLevel: 'silent',
            jobs: runner,
          }),
        );
      }
      const sent = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          runners[i % 2]!.send('keyed', { order: 'A' }, { key: 'order-A' }),
        ),
      );
      expect(sent.filter((id) => id !== null)).toHaveLength(1);
      await expect.poll(() => counted[0]!.runs.length + counted[1]!.runs.length, quickly).toBe(1);
      // Sent again once it has run: still the same job, not a second run.
      expect(await runners[1]!.send('keyed', { order: 'A' }, { key: 'order-A' })).toBeNull();
      await runners[0]!.send('keyed', { order: 'B' }, { key: 'order-B' });
      await expect.poll(() => counted[0]!.runs.length + counted[1]!.runs.length, quickly).toBe(2);

      server.clock.advance(60_000);
      await Promise.all(runners.map((runner) => runner.tick()));
      const slotRuns = () => slots[0]!.runs.length + slots[1]!.runs.length;
      // One run for the slot each instance queued at start, one for the slot of the moved clock.
      await expect.poll(slotRuns, quickly).toBe(2);
      expect(await queuedJobs('every-minute')).toBe(2);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});

describe('a backlog', () => {
  it('is worked through without a polling interval per job', async () => {
    const { job, runs } = countingJob('backlog');
    const worker = testRunner();
    worker.define(job);
    await worker.start(silent);
    // Sent by another instance, whose sends do not wake this one's worker.
    const sender = testRunner();
    await sender.start(silent);
    for (let i = 0; i < 30; i++) await sender.send('backlog', { i });
    // At one job per 0.5 s poll this would take 15 s: woken, the worker is done well before.
    await expect.poll(() => runs.length, { timeout: 12_000, interval: 100 }).toBe(30);
  });
});

describe('failures', () => {
  it('are retried with a delay, then the job ends failed with its error', async () => {
    let tries = 0;
    const runner = testRunner();
    runner.define({
      name: 'always-fails',
      retry: { limit: 1, delaySeconds: 1 },
      async handler() {
        tries += 1;
        throw new Error('the gateway is down');
      },
    });
    await runner.start(silent);
    const id = (await runner.send('always-fails', {}))!;
    await expect
      .poll(async () => (await runner.job('always-fails', id))?.state, quickly)
      .toBe('failed');
    const failed = await runner.job('always-fails', id);
    expect(tries).toBe(2);
    expect(failed).toMatchObject({
      retryCount: 1,
      output: { message: 'the gateway is down' },
    });
  });
});

describe('a graceful stop', () => {
  it('lets a running job finish', async () => {
    let finish!: () => void;
    let started = false;
    const runner = testRunner();
    runner.define({
      name: 'slow',
      async handler() {
        started = true;
        await new Promise<void>((resolve) => (finish = resolve));
      },
    });
    await runner.start(silent);
    const id = (await runner.send('slow', {}))!;
    await expect.poll(() => started, quickly).toBe(true);
    const stopped = runner.stop();
    setTimeout(() => finish(), 300);
    await stopped;
    expect((await runner.job('slow', id))?.state).toBe('completed');
  });

  it('puts a job that outlasts the grace period back in the queue for a retry', async () => {
    let started = false;
    const runner = testRunner(server.clock, 1_000);
    runner.define({
      name: 'stuck',
      retry: { limit: 2, delaySeconds: 1 },
      async handler() {
        started = true;
        await new Promise(() => undefined);
      },
    });
    await runner.start(silent);
    const id = (await runner.send('stuck', {}))!;
    await expect.poll(() => started, quickly).toBe(true);
    await runner.stop();
    const released = await runner.job('stuck', id);
    expect(released?.state).toBe('retry');
    expect(JSON.stringify(released?.output)).toContain('shut down while active');
  });
});
