import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
  json,
  passwordGrant,
  refreshGrant,
  register,
  signedInLearner,
  tokenRequest,
  type Tokens,
} from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { REUSE_GRACE_MS } from './refresh-session';

let server: TestServer;
const OTHER_TENANT = 'fhsu';

beforeAll(async () => {
  server = await startTestServer({
    accessTokenTtlSeconds: 300,
    refreshTokenTtlSeconds: 3600,
    loginAttemptsPerMinute: 1000,
  });
});
afterAll(() => server.close());

const me = (tokens: Tokens, tenant?: string) =>
  server.request('/user-api/users', asUser(tokens.access_token, tenant));

describe('password grant', () => {
  it('issues a bearer pair that opens the user endpoint', async () => {
    await register(server, { email: 'Grant@Example.com' });
    const response = await passwordGrant(server, { email: 'grant@example.com' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tokens = await json(response);
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 300,
      refresh_expires_in: 3600,
    });
    const user = await me(tokens);
    expect(user.status).toBe(200);
    expect(await json(user)).toMatchObject({ email: 'grant@example.com', firstName: 'Test' });
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    await register(server, { email: 'wrong@example.com' });
    const wrong = await passwordGrant(server, {
      email: 'wrong@example.com',
      password: 'Nope#1234',
    });
    const unknown = await passwordGrant(server, { email: 'nobody@example.com' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({
        error: 'invalid_grant',
        global: [{ code: 'INVALID_PASSWORD', message: 'Invalid password' }],
      });
    }
  });

  it('never applies the password policy at sign-in', async () => {
    // A password set before a policy change must still sign in; here: the policy only runs on set.
    const response = await passwordGrant(server, { email: 'nobody@example.com', password: 'x' });
    expect((await json(response)).global[0].code).toBe('INVALID_PASSWORD');
  });

  it('answers PERMISSION_DENIED without the student scope', async () => {
    await register(server, { email: 'scope@example.com' });
    const response = await passwordGrant(server, { email: 'scope@example.com', scope: 'ADMIN' });
    expect(response.status).toBe(403);
    expect((await json(response)).global).toEqual([
      { code: 'PERMISSION_DENIED', message: 'You do not have access permissions.' },
    ]);
  });

  it('answers PERMISSION_DENIED to a user without VIEW_COURSE_PROGRESS', async () => {
    await register(server, { email: 'staff@example.com' });
    await server.database.db.execute(
      sql`update users set grants = '{}' where email = ${'staff@example.com'}`,
    );
    const response = await passwordGrant(server, { email: 'staff@example.com' });
    expect(response.status).toBe(403);
    expect((await json(response)).global[0].code).toBe('PERMISSION_DENIED');
  });

  it('rejects an unknown grant type with the catalogue words', async () => {
    const response = await tokenRequest(server, { grant_type: 'client_credentials' });
    expect(response.status).toBe(400);
    expect((await json(response)).global[0]).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('refresh grant', () => {
  it('rotates: the new refresh token works and the access token opens the API', async () => {
    const first = await signedInLearner(server, { email: 'rotate@example.com' });
    const refreshed = await refreshGrant(server, first.refresh_token);
    expect(refreshed.status).toBe(200);
    const second: Tokens = await json(refreshed);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second)).status).toBe(200);
    expect((await refreshGrant(server, second.refresh_token)).status).toBe(200);
  });

  it('lets a second tab refresh with the same token within the grace period', async () => {
    const tokens = await signedInLearner(server, { email: 'twotabs@example.com' });
    const [a, b] = await Promise.all([
      refreshGrant(server, tokens.refresh_token),
      refreshGrant(server, tokens.refresh_token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const pairB: Tokens = await json(b);
    expect((await me(pairB)).status).toBe(200);
  });

  it('revokes the whole session when a spent token is replayed after the grace period', async () => {
    const tokens = await signedInLearner(server, { email: 'reuse@example.com' });
    const next: Tokens = await json(await refreshGrant(server, tokens.refresh_token));
    server.clock.advance(REUSE_GRACE_MS + 1000);

    const replay = await refreshGrant(server, tokens.refresh_token);
    expect(replay.status).toBe(401);
    expect((await json(replay)).global[0]).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Invalid token',
    });
    // The legitimate holder's newer tokens die with the session.
    expect((await refreshGrant(server, next.refresh_token)).status).toBe(401);
    expect((await me(next)).status).toBe(401);
  });

  it('refuses an expired refresh token with TOKEN_EXPIRED', async () => {
    const tokens = await signedInLearner(server, { email: 'expired@example.com' });
    server.clock.advance(3600 * 1000 + 1);
    const response = await refreshGrant(server, tokens.refresh_token);
    expect(response.status).toBe(401);
    expect((await json(response)).global[0].code).toBe('TOKEN_EXPIRED');
  });

  it('refuses an unknown refresh token', async () => {
    const response = await refreshGrant(server, 'made-up-token');
    expect(response.status).toBe(401);
    expect((await json(response)).global[0].code).toBe('INVALID_TOKEN');
  });
});

describe('access tokens', () => {
  it('expire after their lifetime, also once verified and kept', async () => {
    const tokens = await signedInLearner(server, { email: 'shortlived@example.com' });
    expect((await me(tokens)).status).toBe(200);
    server.clock.advance(299 * 1000);
    expect((await me(tokens)).status).toBe(200);
    server.clock.advance(2 * 1000);
    const response = await me(tokens);
    expect(response.status).toBe(401);
    expect((await json(response)).global[0].code).toBe('TOKEN_EXPIRED');
  });

  it('are refused without a bearer header and when tampered with', async () => {
    const tokens = await signedInLearner(server, { email: 'tamper@example.com' });
    expect((await server.request('/user-api/users')).status).toBe(401);
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    const response = await me({ ...tokens, access_token: `${header}.${forged}.${signature}` });
    expect(response.status).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const tokens = await signedInLearner(server, { email: 'algnone@example.com' });
    const payload = tokens.access_token.split('.')[1];
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    expect((await me({ ...tokens, access_token: `${none}.${payload}.` })).status).toBe(401);
  });
});

describe('tenancy of accounts', () => {
  it('refuses a token of one tenant on another, also once verified on its own', async () => {
    const tokens = await signedInLearner(server, { email: 'crossing@example.com' });
    expect((await me(tokens)).status).toBe(200);
    const response = await me(tokens, OTHER_TENANT);
    expect(response.status).toBe(401);
    expect((await refreshGrant(server, tokens.refresh_token, OTHER_TENANT)).status).toBe(401);
  });

  it('keeps accounts apart: the same e-mail is a different user on another tenant', async () => {
    await register(server, { email: 'twice@example.com' });
    expect(
      (await register(server, { email: 'twice@example.com', tenant: OTHER_TENANT })).status,
    ).toBe(201);
    const other = await passwordGrant(server, { email: 'twice@example.com', tenant: OTHER_TENANT });
    const tokens: Tokens = await json(other);
    expect((await me(tokens, OTHER_TENANT)).status).toBe(200);
  });
});

describe('partner-school sites under a slug base path', () => {
  it('reach the API under the base path, as the partner tenant', async () => {
    const registered = await server.request('/fhsu/user-api/users', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Slug',
        lastName: 'Learner',
        email: 'slug@example.com',
        password: 'Valid#Pass1',
      }),
    });
    expect(registered.status).toBe(201);
    expect((await json(registered)).clientId).toBe('fhsu');
    const signedIn = await server.request('/fhsu/auth-api/oauth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=slug%40example.com&password=Valid%23Pass1&scope=STUDENT_PORTAL__ACCESS',
    });
    expect(signedIn.status).toBe(200);
    const tokens: Tokens = await json(signedIn);
    expect((await server.request('/fhsu/user-api/users', asUser(tokens.access_token))).status).toBe(
      200,
    );
    // The same account does not exist on the default tenant's own site.
    expect((await me(tokens)).status).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session: neither token works afterwards', async () => {
    const tokens = await signedInLearner(server, { email: 'logout@example.com' });
    const response = await server.request('/auth-api/auth/logout', asUser(tokens.access_token));
    expect(response.status).toBe(204);
    expect((await me(tokens)).status).toBe(401);
    expect((await refreshGrant(server, tokens.refresh_token)).status).toBe(401);
  });
});
