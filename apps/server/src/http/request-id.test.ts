import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signedInLearner } from '../test/accounts';
import { capturedLogs } from '../test/captured-logs';
import { userIdOf } from '../test/live-client';
import { queryRows } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
const logs = capturedLogs();

beforeAll(async () => {
  server = await startTestServer({ logLevel: 'info', logStream: logs.stream });
});
afterAll(() => server.close());

const loggedIds = (path: string) =>
  logs.lines
    .map((line) => JSON.parse(line) as { reqId?: string; req?: { url?: string } })
    .filter((entry) => entry.req?.url === path)
    .map((entry) => entry.reqId);

describe('request id', () => {
  it("keeps the client's well-formed X-Request-Id: answered and logged under it", async () => {
    const id = 'c0ffee00-1234-4bcd-8ef0-0123456789ab';
    const response = await server.request('/livez?given', { headers: { 'X-Request-Id': id } });
    expect(response.headers.get('x-request-id')).toBe(id);
    expect(loggedIds('/livez?given')).toEqual([id]);
  });

  it.each([
    ['none', undefined],
    ['a malformed one', 'not an id; <script>'],
    ['a too long one', 'a'.repeat(200)],
  ])('makes its own when given %s', async (_case, given) => {
    const path = `/livez?${encodeURIComponent(_case)}`;
    const response = await server.request(path, {
      headers: given === undefined ? {} : { 'X-Request-Id': given },
    });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(loggedIds(path)).toEqual([id]);
  });
});

describe('what a request causes', () => {
  const requestIds = (table: 'outbox' | 'mail_outbox', userId: string) =>
    queryRows<{ request_id: string | null }>(
      server.database.db,
      sql`select request_id from ${sql.identifier(table)} where user_id = ${userId} order by id`,
    ).then((rows) => rows.map((row) => row.request_id));

  it('names the request in the live-update event and the mail it queues', async () => {
    const learner = await signedInLearner(server, { email: 'traced@example.com' });
    const me = { uuid: userIdOf(learner.access_token) };
    const sent = await server.request('/user-api/users/feedback', {
      method: 'POST',
      headers: {
        ...asUser(learner.access_token).headers,
        'Content-Type': 'application/json',
        'X-Request-Id': 'trace-feedback-0001',
      },
      body: JSON.stringify({ rating: 5, message: 'Good.' }),
    });
    expect(sent.status).toBe(201);
    expect(await requestIds('outbox', me.uuid)).toContain('trace-feedback-0001');

    // A recovery mail is queued after the answer, and still names the request.
    await server.request('/user-api/users/reset/password/', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-Request-Id': 'trace-recovery-0001',
      },
      body: JSON.stringify({ email: 'traced@example.com' }),
    });
    await expect.poll(() => requestIds('mail_outbox', me.uuid)).toContain('trace-recovery-0001');
  });
});
