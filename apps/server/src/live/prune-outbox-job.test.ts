import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';
import { outboxQueries } from './outbox-queries';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withJobs: true });
});
afterAll(async () => server?.close());

const USER = randomUUID();

async function writeEvent(mark: number) {
  await outboxQueries.write(server.database.db, {
    tenantId: 'default',
    userId: USER,
    subject: 'courseworkEntity',
    payload: { productIds: [mark] },
    now: server.clock.now(),
  });
}
const dispatchAll = () =>
  outboxQueries.claim(server.database.db, {
    now: server.clock.now(),
    limit: 100,
    claimant: 'test',
  });

const marksKept = async () =>
  (
    await queryRows<{ mark: number }>(
      server.database.db,
      sql`select (payload->'productIds'->>0)::int as mark from outbox
          where user_id = ${USER} order by id`,
    )
  ).map((row) => row.mark);

describe('the prune-outbox job', () => {
  it('removes events dispatched longer ago than the retention, and keeps the rest', async () => {
    server.clock.set(new Date('2026-11-22T12:00:00Z'));
    await writeEvent(1);
    await dispatchAll();
    server.clock.set(new Date('2026-11-22T12:10:00Z'));
    await writeEvent(2);
    await dispatchAll();
    // Never dispatched: kept however old it is.
    await writeEvent(3);

    // The hourly slot at :07, a week later: the cut is 2026-11-22T12:07.
    server.clock.set(new Date('2026-11-29T12:07:00Z'));
    await server.jobs!.tick();
    await expect.poll(marksKept, { interval: 100 }).toEqual([2, 3]);
  });
});
