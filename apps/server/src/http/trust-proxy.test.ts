import { afterEach, describe, expect, it } from 'vitest';
import { passwordGrant, register } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/test-server';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('refuses `true`, which would believe any client, and bad addresses', () => {
    expect(() => parseTrustProxy('true')).toThrow(/number of proxies/);
    expect(() => parseTrustProxy('10.0.0.5, not-an-address')).toThrow(/TRUST_PROXY/);
  });

  it('takes a hop count only from a nearest proxy on this machine or a private network', () => {
    const oneHop = parseTrustProxy('1');
    expect(oneHop && oneHop('127.0.0.1', 0)).toBe(true);
    expect(oneHop && oneHop('10.1.2.3', 0)).toBe(true);
    expect(oneHop && oneHop('203.0.113.9', 0)).toBe(false);
    expect(oneHop && oneHop('198.51.100.1', 1)).toBe(false);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('takes a list of proxy addresses', () => {
    const listed = parseTrustProxy('10.0.0.5, 192.168.0.0/16');
    expect(listed && listed('10.0.0.5', 0)).toBe(true);
    expect(listed && listed('192.168.4.4', 1)).toBe(true);
    expect(listed && listed('10.0.0.6', 0)).toBe(false);
  });
});

// docs/decisions/0009-hostile-input.md: with TRUST_PROXY=true a client picked its own address in X-Forwarded-For and
// walked around the per-address sign-in throttle.
describe('a forged X-Forwarded-For', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  async function guessesWithForgedAddresses(trustProxy: string | undefined) {
    server = await startTestServer({
      loginAttemptsPerMinute: 1000,
      trustProxy: parseTrustProxy(trustProxy),
    });
    await register(server, { email: 'target@example.com' });
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) {
      // The client writes an address of its choice; the proxy in front appends the real one.
      const response = await server.request('/auth-api/oauth/token', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': `198.51.100.${i}, 203.0.113.9`,
        },
        body: new URLSearchParams({
          grant_type: 'password',
          username: 'target@example.com',
          password: 'Guess#1234',
          scope: 'STUDENT_PORTAL__ACCESS',
        }).toString(),
      });
      statuses.push(response.status);
    }
    return statuses;
  }

  it.each([
    ['no proxy is configured', undefined],
    ['one proxy is configured', '1'],
    ["the proxy's address is configured", '127.0.0.1'],
  ])('is ignored when %s: guesses are still throttled', async (_label, trustProxy) => {
    expect(await guessesWithForgedAddresses(trustProxy)).toEqual([
      400, 400, 400, 400, 400, 429, 429,
    ]);
  });

  it('still lets a student at another address sign in', async () => {
    await guessesWithForgedAddresses('1');
    const student = await passwordGrant(server!, {
      email: 'target@example.com',
      from: '127.0.0.2',
    });
    expect(student.status).toBe(200);
  });
});
