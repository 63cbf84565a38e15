import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInLearner } from '../test/accounts';
import { sendJson } from '../test/enrolment';
import { connectLive, type LiveClient } from '../test/live-client';
import { startTestServer, type TestServer } from '../test/test-server';

// docs/live-updates.md: two server instances on one PostgreSQL database. A change made through one reaches
// a client connected to the other (each relay follows the one claimed log, woken by NOTIFY), and
// a client that reconnects to the other instance gets what it missed.
let first: TestServer;
let second: TestServer;
const clients: LiveClient[] = [];
const quickly = { interval: 20 };

beforeAll(async () => {
  // Polling too slow to matter: only notifications bring events within the test.
  first = await startTestServer({ withRelay: { pollMs: 600_000 } });
  second = await startTestServer({ withRelay: { pollMs: 600_000 }, sharing: first });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnect()));
  await second?.close();
  await first?.close();
});

function live(server: TestServer, options: Parameters<typeof connectLive>[1]) {
  const client = connectLive(server, options);
  clients.push(client);
  return client;
}

/** Places the order for a program, or changes its program: each writes order and membership events. */
const placeOrder = (server: TestServer, token: string, degreeProgramId = 6) =>
  sendJson(server, '/ledger-api/orders/degreeprogram', { token, body: { degreeProgramId } });
const subjects = (client: LiveClient) => client.messages.map((m) => m.subject);

describe('two instances on one PostgreSQL database', () => {
  it('deliver a change made through one to a client connected to the other', async () => {
    const email = `${randomUUID()}@example.test`;
    const { access_token: token } = await signedInLearner(first, { email });
    const client = live(second, { token });
    await client.subscribe('orderEntity', 'membershipEntity');
    expect((await placeOrder(first, token)).status).toBe(200);
    await expect.poll(() => subjects(client), quickly).toEqual(['membershipEntity', 'orderEntity']);
  });

  it('give a client that comes back on the other instance what it missed, once', async () => {
    const email = `${randomUUID()}@example.test`;
    const { access_token: token } = await signedInLearner(first, { email });
    const before = live(first, { token });
    await before.subscribe('orderEntity', 'membershipEntity');
    expect((await placeOrder(first, token)).status).toBe(200);
    await expect.poll(() => before.messages.length, quickly).toBe(2);
    await before.disconnect();

    // Missed: the program changed while the client was away (through either instance).
    expect((await placeOrder(second, token, 2)).status).toBe(200);
    const after = live(second, { token, lastMessageId: before.lastMessageId() });
    await after.subscribe('orderEntity', 'membershipEntity');
    await expect.poll(() => after.messages.length, quickly).toBeGreaterThan(0);
    const missed = after.messages.length;
    // And live again, through the first instance.
    expect((await placeOrder(first, token, 6)).status).toBe(200);
    await expect.poll(() => after.messages.length, quickly).toBe(missed * 2);
    const ids = [...before.messages, ...after.messages].map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
