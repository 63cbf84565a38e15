import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json, signedInLearner } from '../../test/accounts';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const postJson = (path: string, body: unknown, init: RequestInit & { tenant?: string } = {}) =>
  server.request(path, {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
    body: JSON.stringify(body),
  });

describe('POST /user-api/leads', () => {
  it('records a request for information for the tenant, without sign-in', async () => {
    const response = await postJson(
      '/user-api/leads',
      {
        firstName: 'Dana',
        lastName: 'Park',
        email: 'Dana@Example.com',
        phone: '(555) 123-4567',
        message: 'Evening courses?',
      },
      { tenant: 'uiw' },
    );
    expect(response.status).toBe(201);
    const rows = await queryRows(
      server.database.db,
      sql`select tenant_id, lead_type, email, phone from leads`,
    );
    expect(rows).toEqual([
      {
        tenant_id: 'uiw',
        lead_type: 'INFO_REQUEST',
        email: 'dana@example.com',
        phone: '(555) 123-4567',
      },
    ]);
  });

  it('answers bad input field by field in the catalogue words, storing nothing', async () => {
    const response = await postJson('/user-api/leads', {
      firstName: '',
      lastName: 'Park',
      email: 'nope',
      phone: '123',
    });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { field: 'firstName', code: 'validation.required', message: 'This field is required' },
        { field: 'email', code: 'validation.email', message: 'Please enter a valid email.' },
        {
          field: 'phone',
          code: 'validation.phone',
          message: 'The phone number must contain 10 digits',
        },
      ]),
    );
    const count = await queryRows(
      server.database.db,
      sql`select count(*)::int as n from leads where last_name = 'Park' and first_name = ''`,
    );
    expect(count[0]).toEqual({ n: 0 });
  });
});

describe('POST /user-api/users/supportrequest', () => {
  const request = { topic: 'billing', subject: 'Receipt', message: 'Please resend my receipt.' };

  it('needs a signed-in student', async () => {
    const response = await postJson('/user-api/users/supportrequest', request);
    expect(response.status).toBe(401);
  });

  it("records the student's request", async () => {
    const tokens = await signedInLearner(server, { email: 'help@example.com' });
    const response = await postJson(
      '/user-api/users/supportrequest',
      request,
      asUser(tokens.access_token),
    );
    expect(response.status).toBe(201);
    const rows = await queryRows(
      server.database.db,
      sql`select topic, subject from support_requests`,
    );
    expect(rows).toEqual([{ topic: 'billing', subject: 'Receipt' }]);
  });
});
