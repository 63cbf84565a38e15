import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

// docs/staff-console.md "Signing in": each sign-in step takes at most 30 requests a minute from
// one address, whatever the accounts, as the students' token endpoint does.
let server: TestServer | undefined;
afterEach(() => server?.close());

const post = (path: string, body: unknown, from: string) =>
  server!.request(path, {
    method: 'POST',
    from,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function statusesOf(count: number, send: (i: number) => Promise<Response>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await send(i)).status);
  return statuses;
}

describe('the per-address limit on staff sign-in', () => {
  it('answers the 31st password step in a minute from one address with 429', async () => {
    server = await startTestServer();
    // A different unknown e-mail each time: the per-account throttle never starts.
    const statuses = await statusesOf(30, (i) =>
      post(
        '/staff-api/session',
        { email: `nobody-${i}@staff.test`, password: 'Guess#1234' },
        '127.0.3.1',
      ),
    );
    expect(statuses).toEqual(Array(30).fill(400));
    const limited = await post(
      '/staff-api/session',
      { email: 'someone@staff.test', password: 'Guess#1234' },
      '127.0.3.1',
    );
    expect(limited.status).toBe(429);
    expect((await json(limited)).global).toEqual([
      { code: 'TOO_MANY_ATTEMPTS', message: 'Something went wrong. Please try again later.' },
    ]);
    // Another address is not held back.
    const elsewhere = await post(
      '/staff-api/session',
      { email: 'someone@staff.test', password: 'Guess#1234' },
      '127.0.3.2',
    );
    expect(elsewhere.status).toBe(400);
  });

  it('answers the 31st second-factor step in a minute from one address with 429', async () => {
    server = await startTestServer();
    const step = { pendingToken: 'not-a-token', code: '000000' };
    const statuses = await statusesOf(30, () =>
      post('/staff-api/session/second-factor', step, '127.0.3.3'),
    );
    expect(statuses).toEqual(Array(30).fill(401));
    const limited = await post('/staff-api/session/second-factor', step, '127.0.3.3');
    expect(limited.status).toBe(429);
    expect((await json(limited)).global).toEqual([
      { code: 'TOO_MANY_ATTEMPTS', message: 'Something went wrong. Please try again later.' },
    ]);
  });
});
