// docs/decisions/0009-hostile-input.md: a client that sends its request a byte every few seconds is cut off, in the
// catalogue's words, instead of holding a connection open forever. The limits are shortened here
// (1 s for headers, 2 s for the whole request); the defaults are 10 s and 30 s.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, readUntilClosed } from '../test/raw-http';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    httpTimeouts: { headersMs: 1_000, requestMs: 2_000, checkEveryMs: 100 },
  });
});
afterAll(() => server.close());

/** Writes `parts` one after another, `gapMs` apart, until the server closes the connection. */
async function dribble(parts: string[], gapMs: number) {
  const socket = await connect(server.baseUrl);
  const answer = readUntilClosed(socket);
  const started = Date.now();
  for (const part of parts) {
    if (socket.destroyed) break;
    socket.write(part);
    await sleep(gapMs);
  }
  const text = await answer;
  return { text, seconds: (Date.now() - started) / 1000 };
}

describe('a slow client', () => {
  it('sending its body a byte at a time is cut off with 408', async () => {
    const head =
      'POST /user-api/leads HTTP/1.1\r\nHost: default.localhost\r\n' +
      'Content-Type: application/json\r\nX-Requested-With: XMLHttpRequest\r\n' +
      'Content-Length: 200\r\n\r\n';
    const { text, seconds } = await dribble([head, ...'{"firstName":"Ann"'.split('')], 400);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('"code":"REQUEST_TIMEOUT"');
    expect(text).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(seconds).toBeLessThan(5);
  });

  it('sending its headers a line at a time is cut off', async () => {
    const lines = ['GET /healthz HTTP/1.1\r\n', 'Host: default.localhost\r\n'];
    for (let i = 0; i < 20; i++) lines.push(`X-Slow-${i}: 1\r\n`);
    const { text, seconds } = await dribble(lines, 300);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(seconds).toBeLessThan(4);
  });

  it('leaves a client that sends promptly alone', async () => {
    const response = await server.request('/healthz');
    expect(response.status).toBe(200);
  });
});
