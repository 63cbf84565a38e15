import { afterEach, describe, expect, it } from 'vitest';
import { json, passwordGrant, register } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer | undefined;
afterEach(() => server?.close());

describe('login limits (ASVS 6.3.1)', () => {
  it('refuses an account after repeated failures until the window has passed', async () => {
    server = await startTestServer({
      loginAttemptsPerMinute: 1000,
      accountLockout: { maxFailures: 3, windowSeconds: 900 },
    });
    await register(server, { email: 'target@example.com' });
    for (let i = 0; i < 3; i++) {
      const wrong = await passwordGrant(server, {
        email: 'target@example.com',
        password: 'Guess#123',
      });
      expect(wrong.status).toBe(400);
    }
    // Even the right password is refused while the account is throttled.
    const locked = await passwordGrant(server, { email: 'target@example.com' });
    expect(locked.status).toBe(429);
    expect((await json(locked)).global).toEqual([
      { code: 'TOO_MANY_ATTEMPTS', message: 'Something went wrong. Please try again later.' },
    ]);
    // Other accounts are not affected.
    await register(server, { email: 'bystander@example.com' });
    expect((await passwordGrant(server, { email: 'bystander@example.com' })).status).toBe(200);

    server.clock.advance(901 * 1000);
    expect((await passwordGrant(server, { email: 'target@example.com' })).status).toBe(200);
  });

  it('limits token requests per address', async () => {
    server = await startTestServer({ loginAttemptsPerMinute: 5 });
    await register(server, { email: 'busy@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await passwordGrant(server, { email: 'busy@example.com' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
