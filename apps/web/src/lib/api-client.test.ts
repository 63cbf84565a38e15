import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_EARLY_EXPIRY_MS } from '@portal/domain/session/access-token-expiry';
import { createApiClient } from './api-client';
import { authSession, sessionFromTokenResponse } from './auth-session';
import { SessionExpiredError } from './api-error';
import { toastStore } from './toasts';
import { createFakeServer, json } from '@/testing/fake-server';
import { testServices } from '@/testing/test-services';
import { studentKeys } from './student/query-keys';

const NOW = Date.UTC(2025, 0, 1);

function signIn(server: ReturnType<typeof createFakeServer>, now = NOW) {
  authSession.set(sessionFromTokenResponse(server.issue(), now));
}

describe('api client', () => {
  beforeEach(() => {
    authSession.clear();
    toastStore.clear();
  });

  it('sends X-Requested-With everywhere and the bearer token on authenticated calls', async () => {
    const server = createFakeServer({
      routes: {
        'GET /user-api/users': () => json(200, { uuid: 'u1' }),
        'POST /user-api/users': () => json(201, {}),
      },
    });
    signIn(server);
    const client = testServices({ fetch: server.fetch, now: () => NOW }).api;
    await client.request('/user-api/users');
    await client.request('/user-api/users', { method: 'POST', json: {}, auth: false });
    const [authed, open] = server.requests;
    expect(authed?.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(authed?.headers.Authorization).toBe(`Bearer ${authSession.get()?.accessToken}`);
    expect(open?.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(open?.headers.Authorization).toBeUndefined();
    // One id per call, for the server's logs.
    expect(authed?.headers['X-Request-Id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(open?.headers['X-Request-Id']).not.toBe(authed?.headers['X-Request-Id']);
  });

  it("sends the page's language, which a receipt is written in when the account has none", async () => {
    const server = createFakeServer({
      routes: { 'GET /ledger-api/orders/o1/pdf': () => new Response('%PDF-1.7') },
    });
    signIn(server);
    const spanish = createApiClient({
      fetch: server.fetch,
      now: () => NOW,
      language: 'es',
      onSessionExpired: () => {},
    });
    await spanish.request('/ledger-api/orders/o1/pdf', { responseType: 'blob' });
    expect(server.requests[0]?.headers['Accept-Language']).toBe('es-US');
  });

  it('reads a file as a blob, after a refresh too, and an error still as JSON', async () => {
    const server = createFakeServer({
      routes: {
        'GET /ledger-api/orders/o1/pdf': () =>
          new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
        'GET /ledger-api/orders/o2/pdf': () =>
          json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] }),
      },
    });
    signIn(server);
    server.revokeAccess();
    const client = testServices({ fetch: server.fetch, now: () => NOW }).api;
    const file = await client.request<Blob>('/ledger-api/orders/o1/pdf', { responseType: 'blob' });
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
    await expect(
      client.request('/ledger-api/orders/o2/pdf', { responseType: 'blob' }),
    ).rejects.toMatchObject({ status: 404, body: { global: [{ code: 'NOT_FOUND' }] } });
  });

  it('refreshes once for several concurrent 401s and retries each request with the new token', async () => {
    const server = createFakeServer({
      routes: {
        'GET /user-api/users': () => json(200, { uuid: 'u1' }),
        'GET /ledger-api/memberships': () => json(200, { membershipStatus: 'enabled' }),
        'GET /coursework-api/coursework': () => json(200, []),
      },
    });
    signIn(server);
    server.revokeAccess();
    const client = testServices({ fetch: server.fetch, now: () => NOW }).api;

    const results = await Promise.all([
      client.request('/user-api/users'),
      client.request('/ledger-api/memberships'),
      client.request('/coursework-api/coursework'),
    ]);

    expect(results).toEqual([{ uuid: 'u1' }, { membershipStatus: 'enabled' }, []]);
    expect(server.tokenRequests()).toHaveLength(1);
    expect(authSession.get()?.refreshToken).toBe('refresh-2'); // the rotated token is stored
    const retried = server.requests.filter((r) => r.path !== '/auth-api/oauth/token').slice(3);
    expect(retried.map((r) => r.headers.Authorization)).toEqual(
      Array(3).fill(`Bearer ${authSession.get()?.accessToken}`),
    );
  });

  it('sends extra headers, and the same ones again on the retry after a refresh', async () => {
    const server = createFakeServer({
      routes: { 'PUT /ledger-api/orders/o1/payment/card': () => json(200, { status: 'SUCCESS' }) },
    });
    signIn(server);
    server.revokeAccess();
    const client = testServices({ fetch: server.fetch, now: () => NOW }).api;

    await client.request('/ledger-api/orders/o1/payment/card', {
      method: 'PUT',
      json: {},
      headers: { 'Idempotency-Key': 'attempt-1' },
    });

    const sent = server.requests.filter((r) => r.path.endsWith('/payment/card'));
    expect(sent.map((r) => r.headers['Idempotency-Key'])).toEqual(['attempt-1', 'attempt-1']);
    expect(sent[1]?.headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('queues requests made while a refresh is running and sends them after it', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const server = createFakeServer({
      refresh: async () => {
        await refreshGate;
        return undefined; // then rotate as usual
      },
      routes: { 'GET /user-api/users': () => json(200, { ok: true }) },
    });
    signIn(server);
    server.revokeAccess();
    const client = testServices({ fetch: server.fetch, now: () => NOW }).api;

    const first = client.request('/user-api/users');
    await waitUntil(() => server.tokenRequests().length === 1);
    const queued = client.request('/user-api/users');
    await new Promise((r) => setTimeout(r, 10));
    // Only the first request and the refresh have reached the server so far.
    expect(server.requests.map((r) => r.path)).toEqual([
      '/user-api/users',
      '/auth-api/oauth/token',
    ]);

    releaseRefresh();
    await expect(Promise.all([first, queued])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(server.tokenRequests()).toHaveLength(1);
    const queuedRequest = server.requests.at(-1);
    expect(queuedRequest?.headers.Authorization).toBe(`Bearer ${authSession.get()?.accessToken}`);
  });

  it('logs out with the session-expired toast when the refresh is refused with a 4xx', async () => {
    const server = createFakeServer({
      refresh: () => json(401, { global: [{ code: 'TOKEN_EXPIRED', message: 'Token expired' }] }),
      routes: {
        'GET /user-api/users': () => json(200, {}),
        'GET /ledger-api/memberships': () => json(200, {}),
      },
    });
    signIn(server);
    server.revokeAccess();
    const services = testServices({ fetch: server.fetch, now: () => NOW });
    const client = services.api;
    services.queryClient.setQueryData(studentKeys.user(), { firstName: 'Ada' });

    const outcomes = await Promise.allSettled([
      client.request('/user-api/users'),
      client.request('/ledger-api/memberships'),
    ]);

    expect(
      outcomes.every((o) => o.status === 'rejected' && o.reason instanceof SessionExpiredError),
    ).toBe(true);
    expect(authSession.get()).toBeNull();
    expect(localStorage.getItem('portal:auth')).toBeNull();
    expect(server.tokenRequests()).toHaveLength(1);
    expect(toastStore.getSnapshot().map((t) => [t.variant, t.message])).toEqual([
      ['error', 'Your session was expired, please login to continue'],
    ]);
    // The page's own cache forgets the user: the session ends in the services that own the client.
    expect(services.queryClient.getQueryData(studentKeys.user())).toBeUndefined();
  });

  it('keeps the session when the refresh fails with a server error', async () => {
    const server = createFakeServer({
      refresh: () => json(503, {}),
      routes: { 'GET /user-api/users': () => json(200, {}) },
    });
    signIn(server);
    server.revokeAccess();
    const client = testServices({ fetch: server.fetch, now: () => NOW }).api;
    await expect(client.request('/user-api/users')).rejects.toMatchObject({ status: 503 });
    expect(authSession.get()).not.toBeNull();
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('refreshes before sending when the access token is within 120000 ms of expiry', async () => {
    const server = createFakeServer({
      expiresIn: 900,
      routes: { 'GET /user-api/users': () => json(200, {}) },
    });
    signIn(server, NOW);
    const expiresAt = NOW + 900_000;
    const client = testServices({
      fetch: server.fetch,
      now: () => expiresAt - ACCESS_TOKEN_EARLY_EXPIRY_MS,
    }).api;

    await client.request('/user-api/users');

    expect(server.requests.map((r) => r.path)).toEqual([
      '/auth-api/oauth/token',
      '/user-api/users',
    ]);
    expect(server.requests[1]?.headers.Authorization).toBe(
      `Bearer ${authSession.get()?.accessToken}`,
    );
  });

  it('does not refresh a token with more than 120000 ms left', async () => {
    const server = createFakeServer({
      expiresIn: 900,
      routes: { 'GET /user-api/users': () => json(200, {}) },
    });
    signIn(server, NOW);
    const client = testServices({
      fetch: server.fetch,
      now: () => NOW + 900_000 - ACCESS_TOKEN_EARLY_EXPIRY_MS - 1,
    }).api;
    await client.request('/user-api/users');
    expect(server.tokenRequests()).toHaveLength(0);
  });

  it('logs out without calling the server when the refresh token itself has expired', async () => {
    const server = createFakeServer({ routes: { 'GET /user-api/users': () => json(200, {}) } });
    signIn(server, NOW);
    const client = testServices({ fetch: server.fetch, now: () => NOW + 86_400_000 }).api;
    await expect(client.request('/user-api/users')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(server.requests).toHaveLength(0);
    expect(authSession.get()).toBeNull();
  });

  it('retries a 401 only once per request', async () => {
    const server = createFakeServer({
      routes: { 'GET /user-api/users': () => json(401, { global: [] }) },
    });
    signIn(server);
    const client = testServices({ fetch: server.fetch, now: () => NOW }).api;
    await expect(client.request('/user-api/users')).rejects.toMatchObject({ status: 401 });
    expect(server.tokenRequests()).toHaveLength(1);
    expect(server.requests.filter((r) => r.path === '/user-api/users')).toHaveLength(2);
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 1));
  if (!condition()) throw new Error('condition not met');
}
