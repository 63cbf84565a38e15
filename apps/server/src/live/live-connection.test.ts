import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInLearner } from '../test/accounts';
import { connectLive, socketTarget, userIdOf, type LiveClient } from '../test/live-client';
import { startTestServer, type TestServer } from '../test/test-server';
import { outboxQueries } from './outbox-queries';
import { capturedLogs } from '../test/captured-logs';

// docs/live-updates.md: the connection itself, spoken to frame by frame where the STOMP client would be too
// polite to misbehave: heart-beats, the frame limit, a silent newcomer, the HTTP timeouts, logs.
let server: TestServer;
const logs = capturedLogs();
const clients: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer({
    withRelay: true,
    logLevel: 'trace',
    logStream: logs.stream,
    // Far shorter than the defaults: a WebSocket must outlive them all the same.
    httpTimeouts: { headersMs: 300, requestMs: 600, checkEveryMs: 100 },
    liveLimits: { checkEveryMs: 100, connectTimeoutMs: 500 },
  });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnect()));
  await server?.close();
});

const learner = async () =>
  (await signedInLearner(server, { email: `${randomUUID()}@example.test` })).access_token;

/**
 * A WebSocket that speaks raw STOMP text; answers what it received (and when, and whether any of
 * it came as a binary message) and when it closed.
 */
async function rawSocket(to: TestServer = server) {
  const target = socketTarget(to);
  const socket = new WebSocket(target.url, ['v12.stomp'], {
    headers: { Host: target.host },
    origin: target.origin,
  });
  const received: string[] = [];
  const arrivals: number[] = [];
  let binary = 0;
  socket.on('message', (data, isBinary) => {
    received.push(String(data));
    arrivals.push(Date.now());
    if (isBinary) binary += 1;
  });
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    socket.on('close', (code) => resolve({ code, at: Date.now() })),
  );
  await new Promise((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  return { socket, received, arrivals, closed, binaryMessages: () => binary };
}

const connectFrame = (token: string, heartBeat: string) =>
  `CONNECT\naccept-version:1.2\nhost:default\nheart-beat:${heartBeat}\nAuthorization:Bearer ${token}\n\n\0`;

/** A coursework event for the token's user, as a change commits one. */
const writeCourseworkEvent = (token: string, productId: number) =>
  outboxQueries.write(server.database.db, {
    tenantId: 'default',
    userId: userIdOf(token),
    subject: 'courseworkEntity',
    payload: { productIds: [productId] },
    now: server.clock.now(),
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An ERROR frame's message and code headers and its body, from its text. */
function errorOf(text: string) {
  const [head = '', body = ''] = text.split('\n\n');
  const [command, ...lines] = head.split('\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );
  return { command, message: headers.message, code: headers.code, body: body.replace(/\0$/, '') };
}

describe('heart-beats', () => {
  it('drops a peer that misses two, and keeps one that beats', async () => {
    const tokens = [await learner(), await learner()];
    const silent = await rawSocket();
    const beating = await rawSocket();
    // Each offers a heart-beat every 1000 ms and asks for the server's; the server asks for 2000.
    const lastHeard = Date.now();
    silent.socket.send(connectFrame(tokens[0]!, '1000,2000'));
    beating.socket.send(connectFrame(tokens[1]!, '1000,2000'));
    const beat = setInterval(() => beating.socket.send('\n'), 1_000);
    try {
      const { at } = await silent.closed;
      expect(silent.received[0]?.split('\n')[0]).toBe('CONNECTED');
      // Two heart-beats of 2000 ms missed, not one.
      expect(at - lastHeard).toBeGreaterThanOrEqual(4_000);
      expect(at - lastHeard).toBeLessThan(8_000);
      expect(beating.socket.readyState).toBe(WebSocket.OPEN);
      // The server's own heart-beats (a lone end of line), every 2000 ms: not at each of its
      // checks (every 100 ms here), and never one skipped (a peer drops a server that misses
      // two). A loaded machine may send one late, so the bound is the skip, not the schedule.
      const beats = beating.arrivals.filter((_, i) => beating.received[i] === '\n');
      expect(beats.length).toBeGreaterThanOrEqual(1);
      const times = [beating.arrivals[0]!, ...beats]; // CONNECTED, then each heart-beat
      const gaps = times.slice(1).map((time, i) => time - times[i]!);
      for (const gap of gaps) {
        expect(gap).toBeGreaterThanOrEqual(1_800);
        expect(gap).toBeLessThan(2 * 2_000);
      }
    } finally {
      clearInterval(beat);
      beating.socket.close();
    }
  });

  it('keeps a peer that beat while the server was too busy to read it', async () => {
    // Heart-beats of 250 ms, so that being busy for longer than two of them takes a moment.
    const quick = await startTestServer({
      sharing: server,
      liveLimits: { heartbeatMs: 250, checkEveryMs: 50, connectTimeoutMs: 500 },
    });
    const token = await learner();
    const beating = await rawSocket(quick);
    try {
      const connected = new Promise<void>((resolve) =>
        beating.socket.once('message', () => resolve()),
      );
      beating.socket.send(connectFrame(token, '250,0'));
      // Resumed from reading the CONNECT frame: the next thing the server does is run its timers.
      await connected;
      beating.socket.send('\n');
      // This process (the server's too) is busy for longer than two heart-beats; the beat sent
      // meanwhile waits in the socket, unread, as under a burst of load.
      const busyUntil = Date.now() + 1_250;
      while (Date.now() < busyUntil) {
        // busy
      }
      const beat = setInterval(() => beating.socket.send('\n'), 250);
      try {
        await pause(600);
        expect(beating.socket.readyState).toBe(WebSocket.OPEN);
      } finally {
        clearInterval(beat);
      }
    } finally {
      beating.socket.close();
      await quick.close();
    }
  });
});

describe('limits', () => {
  it('answers a frame over 64 KB with an ERROR, then closes, at once or in pieces', async () => {
    const whole = await rawSocket();
    whole.socket.send(`SEND\ndestination:/x\n\n${'x'.repeat(70 * 1024)}\0`);
    expect((await whole.closed).code).toBe(1009);
    expect(whole.received.map(errorOf)).toEqual([
      {
        command: 'ERROR',
        message: 'Bad request',
        code: 'PAYLOAD_TOO_LARGE',
        body: 'A frame is at most 65536 bytes.',
      },
    ]);

    const token = await learner();
    const pieces = await rawSocket();
    pieces.socket.send(connectFrame(token, '0,0'));
    await expect.poll(() => pieces.received.length).toBe(1);
    for (let i = 0; i < 3; i++) pieces.socket.send(`SEND\ndestination:/x\n\n${'x'.repeat(30_000)}`);
    expect((await pieces.closed).code).toBe(1009);
    expect(pieces.received.slice(1).map(errorOf)).toEqual([
      {
        command: 'ERROR',
        message: 'Bad request',
        code: 'PAYLOAD_TOO_LARGE',
        body: 'A frame is at most 65536 bytes.',
      },
    ]);
  });

  it.each([
    {
      fault: 'an undefined escape in a header',
      frame: (destination: string) =>
        `SUBSCRIBE\nid:sub\\t0\ndestination:${destination}\nreceipt:r\n\n\0`,
      body: '\\t is not an escape of STOMP 1.2.',
    },
    {
      fault: 'a body not followed by its NUL',
      // Two bytes of body as announced, then a stray byte where the NUL must be.
      frame: () => 'ACK\nid:1\ncontent-length:2\nreceipt:r\n\nokX\0',
      body: 'The body of content-length 2 must be followed by a NUL.',
    },
  ])('answers $fault with an ERROR, then closes', async ({ frame, body }) => {
    const token = await learner();
    const raw = await rawSocket();
    raw.socket.send(connectFrame(token, '0,0'));
    await expect.poll(() => raw.received.length).toBe(1);
    raw.socket.send(frame(`/user/queue/${userIdOf(token)}-courseworkEntity`));
    expect((await raw.closed).code).toBe(1008);
    expect(raw.received.slice(1).map(errorOf)).toEqual([
      { command: 'ERROR', message: 'Bad request', code: 'BAD_REQUEST', body },
    ]);
  });

  it('closes a connection that never sends CONNECT', async () => {
    const quiet = await rawSocket();
    expect((await quiet.closed).code).toBe(1008);
    expect(quiet.received).toEqual([]);
  });

  it('answers a CONNECT that came in time even when authorising it takes longer', async () => {
    const token = await learner();
    const late = await rawSocket();
    // The sign-in sessions are locked for twice the CONNECT limit, as under a queue of others.
    await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table auth_sessions in access exclusive mode`);
      late.socket.send(connectFrame(token, '0,0'));
      await pause(1_000);
    });
    await expect.poll(() => late.received[0]?.split('\n')[0]).toBe('CONNECTED');
    expect(late.socket.readyState).toBe(WebSocket.OPEN);
    late.socket.close();
  });

  it('sends every frame as a text message, events too', async () => {
    const token = await learner();
    const raw = await rawSocket();
    raw.socket.send(connectFrame(token, '0,0'));
    await expect.poll(() => raw.received[0]?.split('\n')[0]).toBe('CONNECTED');
    const destination = `/user/queue/${userIdOf(token)}-courseworkEntity`;
    raw.socket.send(`SUBSCRIBE\nid:sub-0\ndestination:${destination}\nreceipt:r\n\n\0`);
    await expect.poll(() => raw.received[1]?.split('\n')[0]).toBe('RECEIPT');
    await writeCourseworkEvent(token, 8);
    await expect.poll(() => raw.received[2]?.split('\n')[0]).toBe('MESSAGE');
    expect(raw.received[2]).toContain(`destination:${destination}\n`);
    expect(raw.received[2]).toMatch(/\n\n\{"productIds":\[8\]\}\0$/);
    expect(raw.binaryMessages()).toBe(0);
    raw.socket.close();
  });

  it('outlives the HTTP request timeouts, and never logs the token', async () => {
    const token = await learner();
    const client = connectLive(server, { token });
    clients.push(client);
    await client.subscribe('courseworkEntity');
    await pause(1_500);
    await writeCourseworkEvent(token, 7);
    await expect.poll(() => client.messages.map((m) => m.body)).toEqual([{ productIds: [7] }]);
    // A refused token is not logged either.
    const refused = connectLive(server, { token: `${token}x` });
    await refused.closed;
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.lines.join('\n')).not.toContain(token.split('.')[2]);
  });
});
