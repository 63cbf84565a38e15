import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SUBJECTS, type LiveSubject } from '@portal/domain/live/live-subject';
import { livePayloadSchemas, type LivePayload } from '@portal/domain/live/live-payloads';
import { liveDestination } from '@portal/domain/live/live-destination';
import { asUser, json, passwordGrant, signedInLearner } from '../test/accounts';
import { onboardingProfile, payByCard, sendJson } from '../test/enrolment';
import { connectLive, socketTarget, userIdOf, type LiveClient } from '../test/live-client';
import { startTestServer, type TestServer } from '../test/test-server';
import { outboxQueries } from './outbox-queries';

// docs/live-updates.md: the live channel over real WebSockets with the real STOMP client.
let server: TestServer;
const clients: LiveClient[] = [];
const quickly = { interval: 20 };

beforeAll(async () => {
  server = await startTestServer({
    withRelay: true,
    liveLimits: { checkEveryMs: 100, sessionCheckMs: 200 },
  });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnect()));
  await server?.close();
});

function live(options: Parameters<typeof connectLive>[1]) {
  const client = connectLive(server, options);
  clients.push(client);
  return client;
}

const learner = async (tenant?: string) =>
  (await signedInLearner(server, { email: `${randomUUID()}@example.test`, tenant })).access_token;

async function writeEvent<S extends LiveSubject>(
  token: string,
  subject: S,
  payload: LivePayload<S>,
  tenantId = 'default',
) {
  await outboxQueries.write(server.database.db, {
    tenantId,
    userId: userIdOf(token),
    subject,
    payload,
    now: server.clock.now(),
  });
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const mark = (n: number) => ({ productIds: [n] });
const marksOf = (client: LiveClient) =>
  client.messages
    .filter((m) => m.subject === 'courseworkEntity')
    .map((m) => (m.body as { productIds: number[] }).productIds[0]!);

/** The bodies of refused handshakes. */
const refusals: unknown[] = [];

/** Opens a raw WebSocket as a page at `origin` would, and answers the handshake's outcome. */
function handshake(origin: string | undefined, tenant = 'default') {
  const target = socketTarget(server, tenant);
  return new Promise<number>((resolve) => {
    const socket = new WebSocket(target.url, ['v12.stomp'], {
      headers: { Host: target.host },
      ...(origin === undefined ? {} : { origin }),
    });
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        refusals.push(JSON.parse(Buffer.concat(chunks).toString()));
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
    });
    socket.on('error', () => undefined);
  });
}

describe('connecting', () => {
  it('accepts a valid access token and says where the stream starts', async () => {
    const client = live({ token: await learner() });
    const connected = await client.connected;
    expect(connected.headers.version).toBe('1.2');
    expect(connected.headers['heart-beat']).toBe('2000,2000');
    expect(Number(connected.headers['last-message-id'])).toBeGreaterThanOrEqual(0);
    expect(connected.headers.resync).toBeUndefined();
  });

  it("serves a partner school's site under the main site's slug, with that school's tokens", async () => {
    const token = await learner('fhsu');
    const client = live({ token, basePath: '/fhsu' });
    await client.subscribe('courseworkEntity');
    await writeEvent(token, 'courseworkEntity', mark(5), 'fhsu');
    await expect.poll(() => marksOf(client), quickly).toEqual([5]);
    const mainSite = live({ token: await learner(), basePath: '/fhsu' });
    await mainSite.closed;
    expect(mainSite.errors.map((e) => e.headers.message)).toEqual(['Invalid token']);
  });

  it('refuses an expired token with an ERROR that says so, and closes', async () => {
    const token = await learner();
    server.clock.advance(16 * 60_000);
    try {
      const client = live({ token });
      await client.closed;
      expect(client.errors.map((e) => [e.headers.message, e.headers.code])).toEqual([
        ['Token expired', 'TOKEN_EXPIRED'],
      ]);
    } finally {
      server.clock.advance(-16 * 60_000);
    }
  });

  it('refuses a forged token, a token of another tenant and a missing one', async () => {
    const token = await learner();
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const [attempt, tenant] of [
      [forged, 'default'],
      [token, 'fhsu'],
      ['', 'default'],
    ] as const) {
      const client = live({ token: attempt, tenant });
      await client.closed;
      expect(client.errors.map((e) => e.headers.message)).toEqual(['Invalid token']);
    }
  });

  it('closes a session whose token expires while it is connected', async () => {
    const client = live({ token: await learner() });
    await client.subscribe('courseworkEntity');
    server.clock.advance(16 * 60_000);
    try {
      await client.closed;
      expect(client.errors.map((e) => e.headers.message)).toEqual(['Token expired']);
    } finally {
      server.clock.advance(-16 * 60_000);
    }
  });

  it('closes the connections of a session that signs out, and only those', async () => {
    const email = `${randomUUID()}@example.test`;
    const { access_token: token } = await signedInLearner(server, { email });
    const other = await json(await passwordGrant(server, { email }));
    const leaving = live({ token });
    const staying = live({ token: other.access_token });
    await leaving.subscribe('courseworkEntity');
    await staying.subscribe('courseworkEntity');
    expect((await server.request('/auth-api/auth/logout', asUser(token))).status).toBe(204);
    await leaving.closed;
    expect(leaving.errors.map((e) => e.headers.message)).toEqual(['Invalid token']);
    await writeEvent(token, 'courseworkEntity', mark(1));
    await expect.poll(() => marksOf(staying), quickly).toEqual([1]);
  });

  it("refuses a subscription to another user's destination, or to no subject", async () => {
    const token = await learner();
    const other = userIdOf(await learner());
    for (const destination of [
      liveDestination(other, 'orderEntity'),
      `/user/queue/${userIdOf(token)}-everything`,
      '/topic/orders',
    ]) {
      const client = live({ token });
      await client.connected;
      client.client.subscribe(destination, () => undefined);
      await client.closed;
      expect(client.errors.map((e) => [e.headers.message, e.headers.code])).toEqual([
        ['Access denied', 'ACCESS_DENIED'],
      ]);
    }
  });

  it('refuses more than 32 subscriptions on one connection, so events cannot be multiplied', async () => {
    const token = await learner();
    const client = live({ token });
    await client.connected;
    // One client may subscribe to its own destination more than once, under different ids.
    for (let i = 0; i < 32; i += 1) {
      client.client.subscribe(liveDestination(userIdOf(token), 'orderEntity'), () => undefined);
    }
    client.client.subscribe(liveDestination(userIdOf(token), 'orderEntity'), () => undefined);
    await client.closed;
    expect(client.errors.map((e) => [e.headers.message, e.headers.code])).toEqual([
      ['Bad request', 'BAD_REQUEST'],
    ]);
  });

  it("answers 403 to a page of another site, or of another tenant's site", async () => {
    expect(await handshake('http://evil.example')).toBe(403);
    expect(await handshake(socketTarget(server, 'fhsu').origin)).toBe(403);
    // What a browser sends for a page with no site of its own (a sandboxed frame, a file).
    expect(await handshake('null')).toBe(403);
    // The tenant's own site, and its configured host.
    expect(await handshake(socketTarget(server, 'fhsu').origin, 'fhsu')).toBe(101);
    expect(await handshake('https://fhsu.crestline.example', 'fhsu')).toBe(101);
    expect(refusals).toEqual(
      Array(3).fill({ global: [{ code: 'ACCESS_DENIED', message: 'Access denied' }] }),
    );
  });

  it('serves a native client, which sends no Origin, by its token alone', async () => {
    const token = await learner();
    const native = live({ token, origin: null });
    await native.subscribe('courseworkEntity');
    await writeEvent(token, 'courseworkEntity', mark(1));
    await expect.poll(() => marksOf(native), quickly).toEqual([1]);

    // Cookies and credentials of the upgrade authorise nothing: only CONNECT's token does.
    const target = socketTarget(server);
    const socket = new WebSocket(target.url, ['v12.stomp'], {
      headers: {
        Host: target.host,
        Cookie: `access_token=${token}; session=${token}`,
        Authorization: `Bearer ${token}`,
      },
    });
    const received: string[] = [];
    socket.on('message', (data) => received.push(String(data)));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send('CONNECT\naccept-version:1.2\nhost:default\n\n\0');
    await closed;
    expect(received.map((frame) => frame.split('\n').slice(0, 2))).toEqual([
      ['ERROR', 'message:Invalid token'],
    ]);
  });

  it('answers a plain GET, without the upgrade, with the catalogue 404', async () => {
    const response = await server.request('/websocket-api/ws');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  });
});

describe('events', () => {
  it("reach each subject's destination, from real changes, and nobody else's", async () => {
    const tenant = 'fhsu';
    const token = await learner(tenant);
    const client = live({ token, tenant });
    await client.subscribe(...LIVE_SUBJECTS);
    // Someone else's change, and this user's id on another tenant: neither arrives.
    await writeEvent(await learner(tenant), 'courseworkEntity', mark(99), tenant);
    await writeEvent(token, 'courseworkEntity', mark(98), 'default');

    const order = await json(
      await sendJson(server, '/ledger-api/orders/degreeprogram', {
        token,
        tenant,
        body: { degreeProgramId: 3 },
      }),
    );
    const learnerOrder = { token, orderId: order.orderId as string };
    expect((await payByCard(server, learnerOrder, { tenant })).status).toBe(200);
    const profile = onboardingProfile({ userData: { 'fhsu-status': 'New to FHSU' } });
    expect(
      (await sendJson(server, '/user-api/users', { token, tenant, body: profile })).status,
    ).toBe(200);
    const courses = await json(
      await server.request('/catalog-api/degreeprograms/3/courses', { tenant }),
    );
    const selected = await sendJson(server, '/coursework-api/coursework/selection', {
      token,
      tenant,
      body: { productIds: [courses[0].id] },
    });
    expect(selected.status).toBe(200);
    // Subjects whose writers live elsewhere (transcripts; the debt paid off; a staff member's
    // support reply, refund and dispute), as they write them.
    await writeEvent(token, 'transcriptEntity', { event: 'TRANSCRIPT_HISTORY_UPDATED' }, tenant);
    await writeEvent(
      token,
      'userEnrollmentPlanEntity',
      { event: 'DEBT_PAYMENT_SUCCESS', userEnrollmentPlan: { totalDebt: 0 } },
      tenant,
    );
    await writeEvent(
      token,
      'supportConversationEntity',
      { conversationId: 1, staffReplied: true },
      tenant,
    );
    await writeEvent(
      token,
      'refundEntity',
      {
        event: 'PAYMENT_REFUNDED',
        refund: {
          refundId: randomUUID(),
          orderId: learnerOrder.orderId,
          transactionId: randomUUID(),
          amountCents: 1000,
          status: 'REFUNDED',
        },
      },
      tenant,
    );
    await writeEvent(
      token,
      'disputeEntity',
      {
        dispute: {
          disputeId: randomUUID(),
          orderId: learnerOrder.orderId,
          amountCents: 1000,
          status: 'NEEDS_RESPONSE',
        },
      },
      tenant,
    );

    await expect
      .poll(() => new Set(client.messages.map((m) => m.subject)), quickly)
      .toEqual(new Set(LIVE_SUBJECTS));
    expect(client.messages.map((m) => m.subject)).toEqual([
      'membershipEntity',
      'orderEntity',
      'orderEntity',
      'membershipEntity',
      'userSubscriptionEntity',
      'orderEntity',
      // The card's billing address kept on the user (WCAG 3.3.7), then the profile.
      'userEntity',
      'userEntity',
      'courseworkEntity',
      'transcriptEntity',
      'userEnrollmentPlanEntity',
      'supportConversationEntity',
      'refundEntity',
      'disputeEntity',
    ]);
    for (const message of client.messages) {
      expect(livePayloadSchemas[message.subject].safeParse(message.body).error).toBeUndefined();
    }
    const events = client.messages.map((m) => (m.body as { event?: string }).event);
    expect(events).toContain('ORDER_SUCCESS');
    const ids = client.messages.map((m) => m.messageId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('reach every connection of the user', async () => {
    const token = await learner();
    const first = live({ token });
    const second = live({ token });
    await first.subscribe('courseworkEntity');
    await second.subscribe('courseworkEntity');
    await writeEvent(token, 'courseworkEntity', mark(1));
    await expect.poll(() => marksOf(first), quickly).toEqual([1]);
    await expect.poll(() => marksOf(second), quickly).toEqual([1]);
  });
});

describe('reconnecting', () => {
  it('sends what was missed since the last message-id, in order, once, then live ones', async () => {
    const token = await learner();
    let client = live({ token });
    await client.subscribe('courseworkEntity');
    const seen: number[] = [];
    let next = 1;
    // A writer that keeps going while the client drops and comes back three times.
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await writeEvent(token, 'courseworkEntity', mark(next++));
        await pause(15);
      }
    })();
    for (let round = 0; round < 3; round++) {
      await pause(150);
      await client.disconnect();
      seen.push(...marksOf(client));
      await pause(100);
      client = live({ token, lastMessageId: client.lastMessageId() });
      await client.subscribe('courseworkEntity');
    }
    writing = false;
    await writer;
    const written = next - 1;
    await expect.poll(() => seen.length + marksOf(client).length, quickly).toBe(written);
    seen.push(...marksOf(client));
    expect(seen).toEqual(range(1, written));
    const connected = await client.connected;
    expect(connected.headers.resync).toBeUndefined();
  });

  it('sends what was missed on all its subscriptions in message-id order, before any live event', async () => {
    const token = await learner();
    const first = live({ token });
    await first.subscribe('transcriptEntity', 'courseworkEntity');
    await first.disconnect();
    const lastSeen = first.lastMessageId();
    // Caused while away, the two subjects taking turns (a transcript requested, a feedback
    // given, ...): more than one read of the outbox.
    const away = range(1, 1_000);
    await outboxQueries.writeMany(
      server.database.db,
      away.map((n) => ({
        tenantId: 'default',
        userId: userIdOf(token),
        now: server.clock.now(),
        ...(n % 2 === 1
          ? { subject: 'transcriptEntity', payload: { event: 'TRANSCRIPT_HISTORY_UPDATED' } }
          : { subject: 'courseworkEntity', payload: mark(n) }),
      })),
    );
    await expect
      .poll(async () => (await outboxQueries.positionBounds(server.database.db)).newest, quickly)
      .toBeGreaterThanOrEqual(lastSeen + away.length);

    // Events keep being caused, on both subjects, until the client has the receipts of its
    // subscriptions: some come while the missed ones are being sent.
    const again = live({ token, lastMessageId: lastSeen });
    let subscribed = false;
    const subscribing = again
      .subscribe('transcriptEntity', 'courseworkEntity')
      .then(() => (subscribed = true));
    let during = 0;
    while (!subscribed) {
      during += 1;
      await writeEvent(token, 'courseworkEntity', mark(away.length + during));
      // A turn of the event loop, so that the server reads its sockets between two writes.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await subscribing;
    await expect.poll(() => again.messages.length, quickly).toBe(away.length + during);
    const userId = userIdOf(token);
    const written = (await outboxQueries.dispatchedAfter(server.database.db, lastSeen, 2_000))
      .filter((event) => event.userId === userId)
      .map((event) => event.position);
    // Strictly increasing and complete: a client that keeps the highest id it saw loses nothing.
    expect(again.messages.map((m) => m.messageId)).toEqual(written);
    expect(marksOf(again).at(-1)).toBe(away.length + during);
  });

  it('sends at SUBSCRIBE what was missed before CONNECT and what came between, once', async () => {
    const token = await learner();
    const first = live({ token });
    await first.subscribe('courseworkEntity');
    const start = first.lastMessageId();
    await first.disconnect();
    await writeEvent(token, 'courseworkEntity', mark(2));
    const again = live({ token, lastMessageId: start });
    await again.connected;
    // Dispatched after CONNECT, before any SUBSCRIBE: a subject with nothing missed before.
    await writeEvent(token, 'transcriptEntity', { event: 'TRANSCRIPT_HISTORY_UPDATED' });
    await writeEvent(token, 'courseworkEntity', mark(3));
    await expect
      .poll(async () => (await outboxQueries.positionBounds(server.database.db)).newest, quickly)
      .toBeGreaterThanOrEqual(start + 3);
    await again.subscribe('courseworkEntity', 'transcriptEntity', 'membershipEntity');
    await writeEvent(token, 'courseworkEntity', mark(4));
    await expect.poll(() => marksOf(again), quickly).toEqual([2, 3, 4]);
    expect(again.messages.filter((m) => m.subject === 'transcriptEntity')).toHaveLength(1);
    expect(again.messages).toHaveLength(4);
  });

  it('tells a client whose last message-id is beyond what is kept to reload', async () => {
    const token = await learner();
    const issued = await outboxQueries.positionBounds(server.database.db);
    const client = live({ token, lastMessageId: issued.issued + 1000 });
    const connected = await client.connected;
    expect(connected.headers.resync).toBe('true');
    expect(Number(connected.headers['last-message-id'])).toBe(issued.newest ?? 0);
  });
});

describe('the connection', () => {
  it('drops a client that stops reading, and the others keep receiving', async () => {
    const slowToken = await learner();
    const otherToken = await learner();
    // The server's end of the slow client's socket, told from the sockets earlier tests may
    // still be closing.
    const clients = () => server.app.websocketServer.clients;
    const earlier = new Set(clients());
    // The slow one checks nothing: it is paused, as a stalled tab would be.
    const slow = live({ token: slowToken, heartbeatIncoming: 0 });
    await slow.subscribe('courseworkEntity');
    const [slowOnServer] = [...clients()].filter((socket) => !earlier.has(socket));
    const other = live({ token: otherToken });
    await other.subscribe('courseworkEntity');
    slow.socket().pause();
    // Big events, to fill the loopback's socket buffers and then the server's own allowance,
    // in batches until the server has let go of the slow client's socket.
    const letGo = () => !clients().has(slowOnServer!);
    const big = (n: number) => ({ productIds: [n, ...range(1_000_000, 1_008_000)] });
    for (let batch = 0; batch < 12 && !letGo(); batch++) {
      await server.database.db.transaction(async (tx) => {
        for (let i = 0; i < 20; i++) {
          await outboxQueries.write(tx, {
            tenantId: 'default',
            userId: userIdOf(slowToken),
            subject: 'courseworkEntity',
            payload: big(batch * 20 + i),
            now: server.clock.now(),
          });
        }
      });
      await expect
        .poll(letGo, { timeout: 1_000 })
        .toBe(true)
        .catch(() => undefined);
    }
    expect(letGo()).toBe(true);
    expect(slowOnServer).toBeDefined();
    await writeEvent(otherToken, 'courseworkEntity', mark(1));
    await expect.poll(() => marksOf(other), quickly).toEqual([1]);
    slow.socket().resume();
    await slow.closed;
    expect(slow.messages.length).toBeLessThan(240);
    // The other client is still connected and receiving.
    await writeEvent(otherToken, 'courseworkEntity', mark(2));
    await expect.poll(() => marksOf(other), quickly).toEqual([1, 2]);
  });
});
