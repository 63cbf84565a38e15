import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInLearner } from '../test/accounts';
import { connectLive } from '../test/live-client';
import { connect, readUntilClosed } from '../test/raw-http';
import { startTestServer, type TestServer } from '../test/test-server';
import { drainServer } from './server-drain';

let server: TestServer | undefined;
afterAll(() => server?.close());

describe('draining', () => {
  it('refuses readiness at once, answers the request it holds, sends live clients elsewhere, then closes', async () => {
    server = await startTestServer({ withJobs: true, withRelay: true });
    const token = (await signedInLearner(server, { email: `${randomUUID()}@example.test` }))
      .access_token;
    const live = connectLive(server, { token });
    await live.connected;
    const liveClosed = new Promise<number>((resolve) =>
      live.socket().on('close', (code) => resolve(code)),
    );

    // A request under way when the drain starts: its body is still arriving.
    const body = JSON.stringify({ username: 'someone@example.test', password: 'x' });
    const held = await connect(server.baseUrl);
    const heldAnswer = readUntilClosed(held);
    held.write(
      'POST /user-api/users HTTP/1.1\r\nHost: default.localhost\r\nConnection: close\r\n' +
        'X-Requested-With: XMLHttpRequest\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );

    let drained = false;
    const draining = drainServer(server.app, { delayMs: 500 }).then(() => (drained = true));
    const readiness = await server.request('/readyz');
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'draining' });

    // Live clients are told "service restart", which the web client reconnects from.
    expect(await liveClosed).toBe(1012);
    // The held request is answered in full, and the drain waits for it.
    expect(drained).toBe(false);
    held.write(body.slice(5));
    expect(await heldAnswer).toMatch(/^HTTP\/1\.1 \d{3} /);
    await draining;
    // No new connection is taken.
    await expect(connect(server.baseUrl)).rejects.toThrow(/ECONNREFUSED/);
  });
});
