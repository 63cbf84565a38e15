import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInLearner } from '../test/accounts';
import { sendJson } from '../test/enrolment';
import { connectLive, type LiveClient } from '../test/live-client';
import { startTestServer, type TestServer } from '../test/test-server';
import { redisWakeups } from './redis-relay-wakeups';

// With REDIS_URL (docs/live-updates.md): two instances on one database whose relays are woken through Redis
// pub/sub only (they poll too seldom to matter and do not LISTEN): a change made through one
// reaches a client connected to the other.
let redis: Redis;
let first: TestServer;
let second: TestServer;
const clients: LiveClient[] = [];

beforeAll(async () => {
  redis = new Redis(process.env.TEST_REDIS_URL!);
  // A channel of its own, so the test neither hears nor wakes anyone else's relays.
  const wakeups = redisWakeups(redis, `test-${randomUUID()}:outbox`);
  first = await startTestServer({ withRelay: { pollMs: 600_000, wakeups } });
  second = await startTestServer({ withRelay: { pollMs: 600_000, wakeups }, sharing: first });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnect()));
  await second?.close();
  await first?.close();
  redis?.disconnect();
});

describe('live fan-out through Redis', () => {
  it('delivers a change made through one instance to a client connected to the other', async () => {
    const email = `${randomUUID()}@example.test`;
    const { access_token: token } = await signedInLearner(first, { email });
    const client = connectLive(second, { token });
    clients.push(client);
    await client.subscribe('orderEntity', 'membershipEntity');
    const placed = await sendJson(first, '/ledger-api/orders/degreeprogram', {
      token,
      body: { degreeProgramId: 6 },
    });
    expect(placed.status).toBe(200);
    await expect
      .poll(() => client.messages.map((m) => m.subject), { timeout: 10_000, interval: 20 })
      .toEqual(['membershipEntity', 'orderEntity']);
  });
});
