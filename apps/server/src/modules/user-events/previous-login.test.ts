import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asUser, json, passwordGrant, register } from '../../test/accounts';
import { LOTS_OF_SIGN_INS } from '../../test/enrolment';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(async () => server?.close());

const PATH = '/user-events-api/users/events/USER_LOGIN/previous';

async function newAccount() {
  const email = `${randomUUID()}@example.test`;
  expect((await register(server, { email })).status).toBe(201);
  return email;
}

async function signIn(email: string) {
  const response = await passwordGrant(server, { email });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}
const previous = async (token: string) => json(await server.request(PATH, asUser(token)));

describe('GET /user-events-api/users/events/USER_LOGIN/previous', () => {
  it('answers the sign-in before this session’s, null on the first', async () => {
    const email = await newAccount();
    server.clock.set(new Date('2027-01-10T08:00:00Z'));
    const first = await signIn(email);
    expect(await previous(first)).toEqual({ occurredAt: null });

    server.clock.set(new Date('2027-01-12T09:30:00Z'));
    const second = await signIn(email);
    expect(await previous(second)).toEqual({ occurredAt: '2027-01-10T08:00:00.000Z' });

    // A sign-in on another device later does not change what this session was preceded by.
    server.clock.set(new Date('2027-01-12T09:40:00Z'));
    const third = await signIn(email);
    expect(await previous(second)).toEqual({ occurredAt: '2027-01-10T08:00:00.000Z' });
    expect(await previous(third)).toEqual({ occurredAt: '2027-01-12T09:30:00.000Z' });
  });

  it('answers each user only their own sign-ins, and nobody without a token', async () => {
    const email = await newAccount();
    server.clock.set(new Date('2027-02-01T08:00:00Z'));
    const token = await signIn(email);
    expect(await previous(token)).toEqual({ occurredAt: null });
    expect((await server.request(PATH)).status).toBe(401);
  });
});
