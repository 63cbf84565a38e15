import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, register } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /user-api/users', () => {
  it('creates an account and returns the user', async () => {
    const response = await register(server, { email: 'New.Learner@Example.com' });
    expect(response.status).toBe(201);
    const user = await json(response);
    expect(user).toMatchObject({
      email: 'new.learner@example.com',
      firstName: 'Test',
      lastName: 'Learner',
      clientId: 'default',
      attributes: { userData: null, orientationStarted: false },
      addresses: [],
    });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('answers a duplicate e-mail, in any letter case, with the catalogue message', async () => {
    await register(server, { email: 'dup@example.com' });
    const response = await register(server, { email: 'DUP@example.com' });
    expect(response.status).toBe(409);
    expect((await json(response)).global).toEqual([
      { code: 'USER_ALREADY_EXISTS', message: 'There is already a user with this email address' },
    ]);
  });

  it('creates one account when the same e-mail registers twice at once', async () => {
    const statuses = await Promise.all(
      [1, 2, 3].map(async () => (await register(server, { email: 'race@example.com' })).status),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  it('enforces the password policy of docs/product/validation.md with field messages', async () => {
    const response = await register(server, { email: 'weak@example.com', password: 'password' });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.global[0].code).toBe('VALIDATION_FAILED');
    expect(body.fields).toContainEqual(expect.objectContaining({ field: 'password' }));
    expect(body.fields[0].message).not.toMatch(/^validation\./);
  });

  it('answers malformed JSON with Bad request, not a server error', async () => {
    const response = await server.request('/user-api/users', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect((await json(response)).global[0].message).toBe('Bad request');
  });
});
