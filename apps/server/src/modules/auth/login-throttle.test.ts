import { afterEach, describe, expect, it } from 'vitest';
import { json, passwordGrant, register } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

// docs/decisions/0007-login-throttle.md (OWASP ASVS 6.3): throttled per account and address with growing delays,
// counted atomically, and never a lockout a stranger can cause.
let server: TestServer | undefined;
afterEach(() => server?.close());

const STUDENT = '127.0.0.2';
const GUESSER = '127.0.0.3';
const WRONG = 'Guess#1234';

const guess = (email: string, from: string) =>
  passwordGrant(server!, { email, password: WRONG, from });
/** The right password (the account's, GOOD_PASSWORD). */
const signIn = (email: string, from: string) => passwordGrant(server!, { email, from });

describe('sign-in throttle', () => {
  it('slows guesses from one address with doubling delays, and lets the student in from their own', async () => {
    server = await startTestServer({ loginAttemptsPerMinute: 1000 });
    await register(server, { email: 'target@example.com' });
    expect((await signIn('target@example.com', STUDENT)).status).toBe(200);

    for (let i = 0; i < 5; i++)
      expect((await guess('target@example.com', GUESSER)).status).toBe(400);
    const throttled = await guess('target@example.com', GUESSER);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('30');
    expect((await json(throttled)).global).toEqual([
      { code: 'TOO_MANY_ATTEMPTS', message: 'Something went wrong. Please try again later.' },
    ]);
    // Even the right password waits at the guesser's address ...
    expect((await signIn('target@example.com', GUESSER)).status).toBe(429);
    // ... while the student signs in from their own.
    expect((await signIn('target@example.com', STUDENT)).status).toBe(200);

    server.clock.advance(31_000);
    expect((await guess('target@example.com', GUESSER)).status).toBe(400);
    const longer = await guess('target@example.com', GUESSER);
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('60');
  });

  it('counts forty concurrent guesses one by one', async () => {
    server = await startTestServer({ loginAttemptsPerMinute: 1000 });
    await register(server, { email: 'rushed@example.com' });
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => guess('rushed@example.com', GUESSER).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it('answers sign-ins and guesses sent at once across accounts and addresses, none failing', async () => {
    // A reservation locks the address's counter before the account's, and a successful sign-in
    // writes them in the same order: on PostgreSQL two requests taking them the other way round
    // could wait on each other until one failed.
    server = await startTestServer({ loginAttemptsPerMinute: 1000 });
    const accounts = ['first@example.com', 'second@example.com'];
    for (const email of accounts) await register(server, { email });
    const addresses = ['127.0.2.1', '127.0.2.2', '127.0.2.3'];
    const tries = accounts.flatMap((email) =>
      addresses.flatMap((from) =>
        [signIn, guess, signIn, guess].map((send) => ({ send, email, from })),
      ),
    );
    const statuses = await Promise.all(
      tries.map(({ send, email, from }) => send(email, from).then((r) => r.status)),
    );
    // Two guesses from one address are under every limit: the right password always gets in.
    expect(statuses).toEqual(tries.map(({ send }) => (send === signIn ? 200 : 400)));
  });

  it('caps guesses spread over many addresses, but not from an address the student signed in from', async () => {
    server = await startTestServer({
      loginAttemptsPerMinute: 1000,
      loginThrottle: { accountCeiling: 6 },
    });
    await register(server, { email: 'spread@example.com' });
    expect((await signIn('spread@example.com', STUDENT)).status).toBe(200);
    const botnet = ['127.0.1.1', '127.0.1.2', '127.0.1.3', '127.0.1.4', '127.0.1.5', '127.0.1.6'];
    for (const address of botnet) {
      expect((await guess('spread@example.com', address)).status).toBe(400);
    }
    expect((await guess('spread@example.com', '127.0.1.7')).status).toBe(429);
    expect((await signIn('spread@example.com', '127.0.1.8')).status).toBe(429);
    expect((await signIn('spread@example.com', STUDENT)).status).toBe(200);

    server.clock.advance(60 * 60_000);
    expect((await signIn('spread@example.com', '127.0.1.8')).status).toBe(200);
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
