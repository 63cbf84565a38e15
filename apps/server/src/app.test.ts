import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadTenants } from './tenancy/load-tenants';
import { asUser, GOOD_PASSWORD, json, passwordGrant, signedInLearner } from './test/accounts';
import { startTestServer, TENANTS_DIR, type TestServer } from './test/test-server';

let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({ logLevel: 'trace', logStream });
});
afterAll(() => server.close());

describe('operations', () => {
  it('answers /healthz once the database answers', async () => {
    const response = await server.request('/healthz');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'ok' });
  });

  it('describes every API route in /openapi.json', async () => {
    const spec = await json(await server.request('/openapi.json'));
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/auth-api/oauth/token',
        '/auth-api/auth/logout',
        '/user-api/users',
        '/ledger-api/orders/degreeprogram',
        '/ledger-api/memberships',
        '/coursework-api/coursework',
      ]),
    );
  });

  it('answers an unknown API path with the catalogue 404', async () => {
    const response = await server.request('/ledger-api/nothing-here');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  });

  it('sends security headers', async () => {
    const response = await server.request('/healthz');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age');
  });

  it('never writes a password or a token to the logs', async () => {
    const tokens = await signedInLearner(server, { email: 'logged@example.com' });
    await passwordGrant(server, { email: 'logged@example.com' });
    await server.request('/user-api/users', asUser(tokens.access_token));
    const logs = logLines.join('\n');
    expect(logs).toContain('/user-api/users'); // the requests were logged at all
    for (const secret of [GOOD_PASSWORD, tokens.access_token, tokens.refresh_token]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('several instances on one database', () => {
  it('accept each other’s tokens and see each other’s sign-outs', async () => {
    const second = await buildApp({
      db: server.database.db,
      clock: server.clock,
      tenants: await loadTenants({ dir: TENANTS_DIR }),
      buildVersion: 'test',
      logLevel: 'silent',
    });
    const tokens = await signedInLearner(server, { email: 'two-instances@example.com' });
    const inject = (token: string) =>
      second.inject({
        url: '/user-api/users',
        headers: { host: 'default.localhost', authorization: `Bearer ${token}` },
      });
    expect((await inject(tokens.access_token)).statusCode).toBe(200);
    await second.inject({
      url: '/auth-api/auth/logout',
      headers: { host: 'default.localhost', authorization: `Bearer ${tokens.access_token}` },
    });
    const afterLogout = await server.request('/user-api/users', asUser(tokens.access_token));
    expect(afterLogout.status).toBe(401);
    await second.close();
  });
});
