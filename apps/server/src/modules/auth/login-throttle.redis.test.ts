// Runs when scripts/test.mjs finds REDIS_URL (as CI's machine has): several instances share the
// per-address sign-in limit through Redis, so adding instances does not multiply it.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordGrant, register } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

let redis: Redis;
let instances: TestServer[];

beforeAll(async () => {
  // A prefix of its own, so the test neither sees nor leaves behind anyone else's counters.
  redis = new Redis(process.env.TEST_REDIS_URL!, { keyPrefix: `test-${randomUUID()}:` });
  instances = await Promise.all([
    startTestServer({ loginAttemptsPerMinute: 4, redis }),
    startTestServer({ loginAttemptsPerMinute: 4, redis }),
  ]);
  await Promise.all(instances.map((server) => register(server, { email: 'shared@example.com' })));
});
afterAll(async () => {
  await Promise.all(instances.map((server) => server.close()));
  redis.disconnect();
});

describe('the per-address sign-in limit on Redis', () => {
  it('counts requests to every instance together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = instances[i % 2]!;
      statuses.push((await passwordGrant(server, { email: 'shared@example.com' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
