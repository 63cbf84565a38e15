// docs/decisions/0009-hostile-input.md: no form on another site can write (only the token endpoint takes a form, and
// every write needs X-Requested-With), text fields have one length limit that registration and
// sign-in share, field errors carry message ids, and what a signed-in user gets is never cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/fields';
import {
  asUser,
  GOOD_PASSWORD,
  json,
  passwordGrant,
  register,
  signedInLearner,
  type Tokens,
} from '../test/accounts';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let learner: Tokens;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: 1000 });
  learner = await signedInLearner(server, { email: 'cross-site@example.com' });
});
afterAll(() => server.close());

const lead = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };
const account = {
  firstName: 'Eve',
  lastName: 'Smith',
  email: 'eve@example.com',
  password: GOOD_PASSWORD,
};

describe('a form on another site', () => {
  it.each([
    ['/user-api/leads', lead],
    ['/user-api/users', account],
  ])('cannot post %s form-encoded', async (path, fields) => {
    const response = await server.request(path, {
      method: 'POST',
      crossSite: true,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await json(response)).global[0].code).toMatch(
      /^(MISSING_REQUESTED_WITH|UNSUPPORTED_MEDIA_TYPE)$/,
    );
  });

  it('cannot post a form even with the header: only JSON is taken', async () => {
    const response = await server.request('/user-api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(lead).toString(),
    });
    expect(response.status).toBe(415);
    expect((await json(response)).global[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('cannot send JSON without X-Requested-With (a script with text/plain, say)', async () => {
    const response = await server.request('/user-api/users', {
      method: 'POST',
      crossSite: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(response.status).toBe(403);
    expect((await json(response)).global[0]).toEqual({
      code: 'MISSING_REQUESTED_WITH',
      message: 'Access denied',
    });
    // Nothing was created: the account's owner can still register it.
    expect((await register(server, { email: account.email })).status).toBe(201);
  });

  it('cannot change an order, even with a stolen token', async () => {
    const response = await server.request('/ledger-api/orders/degreeprogram', {
      method: 'PUT',
      crossSite: true,
      headers: {
        Authorization: `Bearer ${learner.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ degreeProgramId: 1 }),
    });
    expect(response.status).toBe(403);
  });

  it('leaves reading alone: a GET needs no header', async () => {
    const response = await server.request('/catalog-api/categories', { crossSite: true });
    expect(response.status).toBe(200);
  });
});

describe('the token endpoint', () => {
  it('still takes its form (docs/product/api-calls.md)', async () => {
    const response = await passwordGrant(server, { email: 'cross-site@example.com' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('text lengths', () => {
  it('an e-mail too long to sign in with does not register', async () => {
    const email = `${'a'.repeat(3_700)}@example.com`;
    const response = await register(server, { email });
    expect(response.status).toBe(400);
    expect((await json(response)).fields).toEqual([
      { field: 'email', code: 'validation.tooLong', message: 'This text is too long' },
    ]);
  });

  it('the longest e-mail that registers also signs in', async () => {
    const local = 'b'.repeat(64);
    const domain = `${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.example.com`;
    const email = `${local}@${domain}`.slice(0, FIELD_MAX_LENGTH.email);
    expect(email).toHaveLength(FIELD_MAX_LENGTH.email);
    expect((await register(server, { email })).status).toBe(201);
    expect((await passwordGrant(server, { email })).status).toBe(200);
  });

  it('a 400 KB first name is refused, not stored', async () => {
    const response = await server.request('/user-api/users', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...account,
        email: 'long-name@example.com',
        firstName: 'A'.repeat(400_000),
      }),
    });
    expect(response.status).toBe(400);
    expect((await json(response)).fields).toEqual([
      { field: 'firstName', code: 'validation.tooLong', message: 'This text is too long' },
    ]);
  });

  it('field errors carry message ids, never the validation library’s English', async () => {
    const response = await server.request('/ledger-api/prepaid-token/validate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: 'X'.repeat(500), degreeProgramId: 'one' }),
    });
    expect(response.status).toBe(400);
    const { fields } = await json(response);
    expect(fields).toHaveLength(2);
    for (const field of fields) expect(field.code).toMatch(/^validation\.[a-zA-Z]+$/);
  });
});

describe('authenticated answers', () => {
  it.each(['/user-api/users', '/ledger-api/payment/methods'])(
    '%s is never cached',
    async (path) => {
      const response = await server.request(path, asUser(learner.access_token));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('a refused token is not cached either', async () => {
    const response = await server.request('/user-api/users', asUser('not-a-token'));
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
