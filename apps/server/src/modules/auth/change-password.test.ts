import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, GOOD_PASSWORD, json, passwordGrant, register } from '../../test/accounts';
import { LOTS_OF_SIGN_INS, sendJson } from '../../test/enrolment';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(async () => server?.close());

const NEW_PASSWORD = 'Fresh#Start9';

async function signedInTwice() {
  const email = `${randomUUID()}@example.test`;
  expect((await register(server, { email })).status).toBe(201);
  const here = await json(await passwordGrant(server, { email }));
  const elsewhere = await json(await passwordGrant(server, { email }));
  return { email, here: here.access_token as string, elsewhere: elsewhere.access_token as string };
}

const change = (token: string, body: unknown) =>
  sendJson(server, '/user-api/users/password', { token, body });

describe('PUT /user-api/users/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { email, here, elsewhere } = await signedInTwice();
    const changed = await change(here, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(204);
    expect((await server.request('/user-api/users', asUser(here))).status).toBe(200);
    expect((await server.request('/user-api/users', asUser(elsewhere))).status).toBe(401);
    expect((await passwordGrant(server, { email })).status).toBe(400);
    expect((await passwordGrant(server, { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD },
      'INVALID_PASSWORD',
    ],
    [
      'the same password',
      { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD },
      'SAME_PASSWORD',
    ],
  ])('refuses %s and changes nothing', async (_case, body, code) => {
    const { email, here, elsewhere } = await signedInTwice();
    const refused = await change(here, body);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ global: [{ code }] });
    expect((await server.request('/user-api/users', asUser(elsewhere))).status).toBe(200);
    expect((await passwordGrant(server, { email })).status).toBe(200);
  });

  it('refuses a new password against the policy, and anyone signed out', async () => {
    const { here } = await signedInTwice();
    const weak = await change(here, { currentPassword: GOOD_PASSWORD, newPassword: 'weak' });
    expect(weak.status).toBe(400);
    expect(await json(weak)).toMatchObject({ fields: [{ field: 'newPassword' }] });
    const anonymous = await sendJson(server, '/user-api/users/password', {
      body: { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(anonymous.status).toBe(401);
  });
});
