import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase, terminateConnections } from '../test/test-database';
import { manualClock } from '../test/test-server';
import type { LiveMessage } from './live-message';
import { outboxQueries } from './outbox-queries';
import { createOutboxRelay, type OutboxRelay } from './outbox-relay';

// The relay's LISTEN connection is one the PostgreSQL server may end (a restart, a failover): the
// relay must listen again on a new one, without ending the process.
const clock = manualClock();
let database: DatabaseHandle;
let relay: OutboxRelay;
const received: LiveMessage[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // Polling too slow to matter: only notifications deliver within the test.
  relay = createOutboxRelay({ database, clock, pollMs: 600_000 });
  relay.subscribe((message) => {
    received.push(message);
  });
  await relay.start({ error: () => undefined });
});
afterAll(async () => {
  await relay?.stop();
  await database?.close();
});

const write = (mark: number) =>
  outboxQueries.write(database.db, {
    tenantId: 'default',
    userId: randomUUID(),
    subject: 'courseworkEntity',
    payload: { productIds: [mark] },
    now: clock.now(),
  });
const marks = () =>
  received.map((m) => (m.subject === 'courseworkEntity' ? m.payload.productIds[0] : undefined));

describe('a listening connection the server ends', () => {
  it('is replaced, and events keep arriving', async () => {
    await write(1);
    await expect.poll(marks).toEqual([1]);

    expect(await terminateConnections(database.db, 'listen %')).toBe(1);

    await write(2);
    await expect.poll(marks).toEqual([1, 2]);
  });
});
