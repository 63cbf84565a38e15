// A stock OAuth 2.0 client (oauth4webapi, as its documentation shows it) signs in with the
// password grant and refreshes over real HTTP: it sends no X-Requested-With, and needs none. A
// page of another site posting the same form is still refused (docs/decisions/0009-hostile-input.md).
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, GOOD_PASSWORD, json, register } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let as: oauth.AuthorizationServer;
const client: oauth.Client = { client_id: 'portal-mobile' };
const clientAuth = oauth.None();
// The test server listens on plain HTTP on loopback; a real deployment is HTTPS.
const insecure = { [oauth.allowInsecureRequests]: true };

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: 1000 });
  // A host the portal does not know is its default tenant: the client speaks to the server as it
  // is, with no tenant host name and no header of ours.
  as = { issuer: server.baseUrl, token_endpoint: `${server.baseUrl}/auth-api/oauth/token` };
});
afterAll(() => server.close());

const passwordGrant = (username: string, password = GOOD_PASSWORD) =>
  oauth.genericTokenEndpointRequest(
    as,
    client,
    clientAuth,
    'password',
    { username, password, scope: 'STUDENT_PORTAL__ACCESS' },
    insecure,
  );

describe('a stock OAuth 2.0 client', () => {
  it('signs in with the password grant, refreshes, and calls the API with the tokens', async () => {
    await register(server, { email: 'stock-client@example.com' });
    const response = await passwordGrant('stock-client@example.com');
    expect(response.status).toBe(200);
    // Nothing a browser would keep: the pair is in the body only, and no one caches it.
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tokens = await oauth.processGenericTokenEndpointResponse(as, client, response);
    expect(tokens).toMatchObject({ token_type: 'bearer', scope: 'STUDENT_PORTAL__ACCESS' });
    const me = await server.request('/user-api/users', asUser(tokens.access_token));
    expect(await json(me)).toMatchObject({ email: 'stock-client@example.com' });

    const refreshed = await oauth.refreshTokenGrantRequest(
      as,
      client,
      clientAuth,
      tokens.refresh_token!,
      insecure,
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('set-cookie')).toBeNull();
    const next = await oauth.processRefreshTokenResponse(as, client, refreshed);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await server.request('/user-api/users', asUser(next.access_token))).status).toBe(200);
  });

  it('reads a refusal as an OAuth error (invalid_grant)', async () => {
    const response = await passwordGrant('nobody@example.com', 'Wrong#Pass1');
    expect(response.status).toBe(400);
    const refusal = oauth.processGenericTokenEndpointResponse(as, client, response);
    await expect(refusal).rejects.toBeInstanceOf(oauth.ResponseBodyError);
    await expect(refusal).rejects.toMatchObject({ error: 'invalid_grant', status: 400 });
  });
});

describe('a page of another site posting the token form', () => {
  const form = (headers: Record<string, string>) =>
    fetch(`${server.baseUrl}/auth-api/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'stock-client@example.com',
        password: GOOD_PASSWORD,
        scope: 'STUDENT_PORTAL__ACCESS',
      }),
    });

  it.each([
    [
      'Fetch Metadata says cross-site',
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://x.test' },
    ],
    ['Fetch Metadata says same-site (another tenant)', { 'Sec-Fetch-Site': 'same-site' }],
    ['an older browser sends only its Origin', { Origin: 'https://evil.example' }],
    ['a sandboxed frame (Origin: null)', { Origin: 'null' }],
  ])('is refused: %s', async (_case, headers) => {
    const response = await form(headers);
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await json(response)).global[0].code).toBe('MISSING_REQUESTED_WITH');
  });

  it("lets the portal's own pages through, with or without the header", async () => {
    const host = new URL(server.baseUrl).host;
    expect((await form({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await form({ Origin: `http://${host}` })).status).toBe(200);
    expect((await form({ 'X-Requested-With': 'XMLHttpRequest' })).status).toBe(200);
  });

  it('leaves every other write as it was: without the header, refused', async () => {
    const response = await fetch(`${server.baseUrl}/user-api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' }),
    });
    expect(response.status).toBe(403);
  });
});
