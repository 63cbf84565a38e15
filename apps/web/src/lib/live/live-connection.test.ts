import { afterEach, describe, expect, it } from 'vitest';
import { liveDestination } from '@portal/domain/live/live-destination';
import { LIVE_SUBJECTS } from '@portal/domain/live/live-subject';
import { accessToken } from '../../testing/fake-server';
import { createFakeLiveServer, type FakeLiveServer } from '../../testing/fake-live-server';
import {
  createLiveConnection,
  jitteredDelay,
  type LiveConnection,
  type LiveUpdate,
} from './live-connection';

const URL = 'ws://portal.test/websocket-api/ws';
const USER = 'user-1';
const connections: LiveConnection[] = [];
afterEach(async () => {
  await Promise.all(connections.splice(0).map((c) => c.stop()));
});

function connect(
  server: FakeLiveServer,
  tokens: Array<string | null>,
): { updates: LiveUpdate[]; resyncs: number[]; connection: LiveConnection } {
  const updates: LiveUpdate[] = [];
  const resyncs: number[] = [];
  let asked = 0;
  const connection = createLiveConnection({
    url: URL,
    accessToken: async () => tokens[Math.min(asked++, tokens.length - 1)] ?? null,
    onUpdate: (update) => updates.push(update),
    onResync: () => resyncs.push(Date.now()),
    webSocket: server.webSocket,
    reconnectDelayMs: 20,
  });
  connections.push(connection);
  return { updates, resyncs, connection };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const destination = (subject: (typeof LIVE_SUBJECTS)[number]) => liveDestination(USER, subject);

describe('the live connection (docs/product/states-and-transitions.md, error-catalogue.md, constants-and-limits.md)', () => {
  it("subscribes to every one of the user's destinations and hands on each update once, by suffix", async () => {
    const server = createFakeLiveServer({ accepts: () => true, newest: 4 });
    const { updates, connection } = connect(server, [accessToken(1)]);
    await connection.start();
    await expect.poll(() => server.destinations()).toEqual(LIVE_SUBJECTS.map(destination));
    expect(server.connects[0]).toMatchObject({ Authorization: `Bearer ${accessToken(1)}` });
    expect(server.connects[0]).not.toHaveProperty('last-message-id');

    server.push(destination('courseworkEntity'), 5, { productIds: [11] });
    server.push(destination('courseworkEntity'), 5, { productIds: [11] });
    server.push(destination('orderEntity'), 6, { order: 'not an order' });
    server.push(destination('transcriptEntity'), 7, { event: 'TRANSCRIPT_HISTORY_UPDATED' });
    await expect.poll(() => updates.length).toBe(2);
    expect(updates).toEqual([
      { subject: 'courseworkEntity', messageId: 5, payload: { productIds: [11] } },
      {
        subject: 'transcriptEntity',
        messageId: 7,
        payload: { event: 'TRANSCRIPT_HISTORY_UPDATED' },
      },
    ]);
  });

  it('comes back after a drop with a fresh token and the last message-id; reloads when told to', async () => {
    let resync = false;
    const server = createFakeLiveServer({ accepts: () => true, newest: 4, resync: () => resync });
    const { updates, resyncs, connection } = connect(server, [accessToken(1), accessToken(2)]);
    await connection.start();
    await expect.poll(() => server.destinations().length).toBe(LIVE_SUBJECTS.length);
    server.push(destination('courseworkEntity'), 9, { productIds: [1] });
    await expect.poll(() => updates.length).toBe(1);

    server.drop();
    await expect.poll(() => server.connects.length).toBe(2);
    expect(server.connects[1]).toMatchObject({
      Authorization: `Bearer ${accessToken(2)}`,
      'last-message-id': '9',
    });
    expect(resyncs).toEqual([]);

    resync = true;
    server.drop();
    await expect.poll(() => resyncs.length).toBe(1);
    // It starts again where the server said.
    await expect.poll(() => server.destinations().length).toBe(LIVE_SUBJECTS.length);
    server.push(destination('courseworkEntity'), 5, { productIds: [2] });
    await expect.poll(() => updates.length).toBe(2);
  });

  it('closes on an expired-token error and connects again with a refreshed token', async () => {
    const server = createFakeLiveServer({ accepts: (token) => token !== 'expired' });
    const { connection } = connect(server, ['expired', accessToken(3)]);
    await connection.start();
    await expect.poll(() => server.destinations().length).toBe(LIVE_SUBJECTS.length);
    expect(server.connects.map((c) => c.Authorization)).toEqual([
      'Bearer expired',
      `Bearer ${accessToken(3)}`,
    ]);
  });

  it('checks the session when the server refuses the token while connected', async () => {
    const server = createFakeLiveServer({ accepts: () => true });
    let refused = 0;
    const connection = createLiveConnection({
      url: URL,
      accessToken: async () => (refused === 0 ? accessToken(3) : null),
      onUpdate: () => undefined,
      onResync: () => undefined,
      onTokenRefused: () => (refused += 1),
      webSocket: server.webSocket,
      reconnectDelayMs: 20,
    });
    connections.push(connection);
    await connection.start();
    await expect.poll(() => server.destinations().length).toBe(LIVE_SUBJECTS.length);
    server.signOut();
    await expect.poll(() => refused).toBe(1);
    await pause(100);
    expect(server.sockets).toHaveLength(1);
  });

  it('does not connect when the session cannot be refreshed', async () => {
    const server = createFakeLiveServer({ accepts: () => true });
    const { connection } = connect(server, [null]);
    await connection.start();
    await pause(100);
    expect(server.sockets).toEqual([]);
  });

  it('restarts an open connection when started again, and stays closed once stopped', async () => {
    const server = createFakeLiveServer({ accepts: () => true });
    const { connection } = connect(server, [accessToken(1)]);
    await connection.start();
    await expect.poll(() => server.destinations().length).toBe(LIVE_SUBJECTS.length);
    await connection.start();
    await expect.poll(() => server.sockets.map((s) => s.readyState)).toEqual([3, 1]);
    await connection.stop();
    await pause(100);
    expect(server.sockets.map((s) => s.readyState)).toEqual([3, 3]);
  });
});

describe('the reconnect delay (docs/product/constants-and-limits.md: 5000 ms, with jitter)', () => {
  it.each([
    [0, 5000],
    [0.5, 6250],
    [0.999, 7498],
  ])('with a draw of %s waits %s ms: never less than 5 s, at most half again', (draw, wait) => {
    expect(jitteredDelay(5000, () => draw)).toBe(wait);
  });
});
