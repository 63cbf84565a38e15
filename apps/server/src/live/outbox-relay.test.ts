import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { loadTenants } from '../tenancy/load-tenants';
import type { TenantRegistry } from '../tenancy/tenant-registry';
import { createRestartableTestDatabase, createTestDatabase } from '../test/test-database';
import { manualClock, TENANTS_DIR } from '../test/test-server';
import type { LiveMessage } from './live-message';
import { outboxQueries } from './outbox-queries';
import { createOutboxRelay, type OutboxRelay } from './outbox-relay';
import type { RelayWakeups } from './relay-wakeups';

// docs/decisions/0010-outbox-relay.md: the relay hands every committed event, once, to the subscribers of every instance.
const clock = manualClock();
const quickly = { interval: 50 };
const USER = randomUUID();

/** The relay's own failures fail the test. */
const failures: unknown[] = [];
const log = { error: (details: object) => failures.push(details) };

/** An event that carries `mark`, so a test can tell which arrived. */
const event = (mark: number) => ({
  tenantId: 'default',
  userId: USER,
  subject: 'courseworkEntity' as const,
  payload: { productIds: [mark] },
  now: clock.now(),
});
const marksOf = (received: LiveMessage[]) =>
  received.map((m) => (m.subject === 'courseworkEntity' ? m.payload.productIds[0] : undefined));
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes an event in a transaction that then fails. */
const writeAndRollBack = (database: DatabaseHandle, mark: number) =>
  expect(
    database.db.transaction(async (tx) => {
      await outboxQueries.write(tx, event(mark));
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');

/** A relay on `database` whose subscriber collects into `received`. */
function relayInto(database: DatabaseHandle, received: LiveMessage[], pollMs?: number) {
  const relay = createOutboxRelay({ database, clock, pollMs });
  relay.subscribe((message) => {
    received.push(message);
  });
  return relay;
}

let tenants: TenantRegistry;
beforeAll(async () => {
  tenants = await loadTenants({ dir: TENANTS_DIR });
});
afterAll(() => expect(failures).toEqual([]));

describe('across a restart of the app', () => {
  it('delivers every committed event once, and never a rolled-back one', async () => {
    const store = await createRestartableTestDatabase();
    const received: LiveMessage[] = [];
    const startApp = (database: DatabaseHandle) =>
      buildApp({
        db: database.db,
        clock,
        tenants,
        buildVersion: 'test',
        logLevel: 'silent',
        relay: relayInto(database, received),
      });
    try {
      let database = await store.open();
      let app = await startApp(database);
      for (const mark of [1, 2, 3]) await outboxQueries.write(database.db, event(mark));
      await writeAndRollBack(database, 4);
      await expect.poll(() => marksOf(received), quickly).toEqual([1, 2, 3]);
      // One written as the app stops, others while no app runs.
      await outboxQueries.write(database.db, event(5));
      await app.close();
      await outboxQueries.write(database.db, event(6));
      await writeAndRollBack(database, 7);
      await database.close();

      database = await store.open();
      await outboxQueries.write(database.db, event(8));
      app = await startApp(database);
      await outboxQueries.write(database.db, event(9));
      await expect.poll(() => marksOf(received).length, quickly).toBeGreaterThanOrEqual(7);
      // Anything delivered twice would have come by now, with the last event or before it.
      await outboxQueries.write(database.db, event(10));
      await expect.poll(() => marksOf(received).at(-1), quickly).toBe(10);
      await app.close();
      await database.close();

      expect(marksOf(received).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 5, 6, 8, 9, 10]);
      expect(new Set(received.map((m) => m.id)).size).toBe(received.length);
    } finally {
      await store.remove();
    }
  });
});

describe('on one database', () => {
  let database: DatabaseHandle;
  const relays: OutboxRelay[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const relay of relays.splice(0)) await relay.stop();
  });
  afterAll(async () => database?.close());

  async function startedRelay(received: LiveMessage[], pollMs?: number) {
    const relay = relayInto(database, received, pollMs);
    relays.push(relay);
    await relay.start(log);
    return relay;
  }

  it('does not skip events whose transactions commit out of order', async () => {
    const received: LiveMessage[] = [];
    // Polling often as well, so the relay reads while the transactions are still open.
    await startedRelay(received, 10);
    // Twenty transactions take their ids in order of their marks, then commit in about the
    // reverse order: a reader that followed ids would pass the late ones by.
    let previousWrote = Promise.resolve();
    const transactions = range(1, 20).map((mark) => {
      let wrote!: () => void;
      const waitForMe = previousWrote;
      previousWrote = new Promise((resolve) => (wrote = resolve));
      return database.db.transaction(async (tx) => {
        await waitForMe;
        await outboxQueries.write(tx, event(mark));
        wrote();
        await pause((21 - mark) * 5 + Math.random() * 10);
      });
    });
    await Promise.all(transactions);
    await expect
      .poll(() => marksOf(received).sort((a, b) => a! - b!), quickly)
      .toEqual(range(1, 20));
  });

  it('hands every event to the subscribers of every instance, in the order written', async () => {
    const first: LiveMessage[] = [];
    const second: LiveMessage[] = [];
    await startedRelay(first);
    await startedRelay(second);
    // More than one claim's worth, in one transaction.
    await database.db.transaction(async (tx) => {
      for (const mark of range(1, 250)) await outboxQueries.write(tx, event(mark));
    });
    await expect.poll(() => marksOf(first), quickly).toEqual(range(1, 250));
    await expect.poll(() => marksOf(second), quickly).toEqual(range(1, 250));
    expect(second.map((m) => m.position)).toEqual(first.map((m) => m.position));
  });

  it("looks again on another instance's claim, not on its own", async () => {
    // Wake-ups the test sends by hand, and no poll: every round is one the test caused.
    let hear: (claimant?: string) => void = () => undefined;
    const claimants: string[] = [];
    const wakeups: RelayWakeups = {
      listen: async (wake) => {
        hear = wake;
        return async () => undefined;
      },
      claimed: async (claimant) => {
        claimants.push(claimant);
      },
      hearsWrites: false,
    };
    const received: LiveMessage[] = [];
    const relay = createOutboxRelay({ database, clock, wakeups, pollMs: 3_600_000 });
    relay.subscribe((message) => {
      received.push(message);
    });
    relays.push(relay);
    const claims = vi.spyOn(outboxQueries, 'claim');
    try {
      await relay.start(log);
      await outboxQueries.write(database.db, event(1));
      relay.wake();
      await expect.poll(() => marksOf(received), quickly).toEqual([1]);
      await expect.poll(() => claimants.length, quickly).toBe(1);
      const rounds = claims.mock.calls.length;

      hear(claimants[0]);
      await pause(200);
      expect(claims.mock.calls.length).toBe(rounds);

      hear(randomUUID());
      await expect.poll(() => claims.mock.calls.length, quickly).toBe(rounds + 1);
    } finally {
      claims.mockRestore();
    }
  });
});
