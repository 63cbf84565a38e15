import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadTenants } from './tenancy/load-tenants';
import { asUser, GOOD_PASSWORD, json, passwordGrant, signedInLearner } from './test/accounts';
import { startTestServer, TENANTS_DIR, type TestServer } from './test/test-server';
import { capturedLogs } from './test/captured-logs';

let server: TestServer;
const logs = capturedLogs();

// The app's pages answer HTML, not an API: the one route left out of /openapi.json.
const HTML_PAGES = new Set(['/*']);
// The sandbox PayPal stands for another site (PayPal's API and approval page, with PayPal's error
// bodies): left out of our API's description on purpose (docs/enrollment-api.md).
// The demo course tool stands for a course provider's site. The LTI endpoints that tools call
// (authorize, token, line items, outcomes) speak LTI's own media types (an auto-posting HTML form,
// AGS JSON, POX XML), described in docs/lti.md rather than in our API's description.
const OTHER_SITES = [
  '/sandbox-paypal/',
  '/demo-course-tool/',
  '/coursework-api/lti/authorize',
  '/coursework-api/lti/token',
  '/coursework-api/lti/ags/',
  '/coursework-api/lti/outcomes',
];
// The live channel speaks STOMP over a WebSocket, which OpenAPI cannot describe: its contract is
// docs/decisions/0013-live-channel.md and packages/domain/src/live/live-destination.ts.
const NOT_HTTP = new Set(['/websocket-api/ws']);

/** `METHOD /path/{param}` of every route in Fastify's printed route tree, HEAD left out. */
function registeredRoutes(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    parents.length = depth;
    const path = (parents.join('') + node[2]).replace(/:(\w+)/g, '{$1}');
    parents.push(node[2]!);
    if (
      HTML_PAGES.has(path) ||
      NOT_HTTP.has(path) ||
      OTHER_SITES.some((prefix) => path.startsWith(prefix))
    )
      continue;
    for (const method of (node[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}

beforeAll(async () => {
  server = await startTestServer({ logLevel: 'trace', logStream: logs.stream });
});
afterAll(() => server.close());

describe('operations', () => {
  it('answers /healthz once the database answers', async () => {
    const response = await server.request('/healthz');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'ok' });
  });

  it('describes every route but the HTML pages in /openapi.json, with its answer', async () => {
    const spec = await json(await server.request('/openapi.json'));
    expect(spec.openapi).toMatch(/^3\./);
    type Operation = { responses?: Record<string, { content?: object }> };
    const documented = Object.entries(
      spec.paths as Record<string, Record<string, Operation>>,
    ).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        // A success with a body schema, or 204 No Content.
        answers: Object.entries(operation.responses ?? {}).filter(
          ([status, answer]) => status === '204' || (/^2/.test(status) && answer.content),
        ),
      })),
    );
    const routes = registeredRoutes(server.app.printRoutes({ commonPrefix: false }));
    expect(routes).toEqual(
      expect.arrayContaining(['GET /healthz', 'GET /content/{file}', 'GET /metrics']),
    );
    expect(documented.map((d) => d.route)).toEqual(expect.arrayContaining(routes));
    for (const { route, answers } of documented) expect(answers, route).not.toEqual([]);
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
    const written = logs.lines.join('\n');
    expect(written).toContain('/user-api/users'); // the requests were logged at all
    for (const secret of [GOOD_PASSWORD, tokens.access_token, tokens.refresh_token]) {
      expect(written).not.toContain(secret);
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
