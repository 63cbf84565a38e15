import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('liveness and readiness', () => {
  it('answers live, ready and healthy on a migrated database, to anyone, with one word', async () => {
    server = await startTestServer();
    for (const [path, status] of [
      ['/livez', 'ok'],
      ['/readyz', 'ready'],
      ['/healthz', 'ok'],
    ] as const) {
      // From another machine (a load balancer's probe), with no credentials.
      const response = await server.request(path, { from: '127.0.0.2', crossSite: true });
      expect(response.status, path).toBe(200);
      expect(await json(response), path).toEqual({ status });
    }
  });

  it('stays live but is not ready while the database does not answer', async () => {
    server = await startTestServer();
    const { database } = server;
    await database.close();
    // Closed once: the test server's own close must not close it again.
    server = { ...server, close: () => server!.app.close() };

    expect((await server.request('/livez')).status).toBe(200);
    const readiness = await server.request('/readyz');
    expect(readiness.status).toBe(503);
    expect(await json(readiness)).toEqual({ status: 'database-unavailable' });
  });

  it('is not ready while a committed migration is not applied', async () => {
    server = await startTestServer();
    await server.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const readiness = await server.request('/readyz');
    expect(readiness.status).toBe(503);
    expect(await json(readiness)).toEqual({ status: 'migrations-pending' });
    expect((await server.request('/livez')).status).toBe(200);
  });

  it('is not ready once draining, and stays live', async () => {
    server = await startTestServer();
    server.app.drainState.begin();
    const readiness = await server.request('/readyz');
    expect(readiness.status).toBe(503);
    expect(await json(readiness)).toEqual({ status: 'draining' });
    expect((await server.request('/livez')).status).toBe(200);
  });
});
