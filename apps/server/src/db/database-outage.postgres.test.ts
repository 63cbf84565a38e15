// docs/operations.md "When PostgreSQL goes away": a portal serving traffic loses its PostgreSQL
// server (a restart, a failover) and gets it back. A proxy between the two stands for the server:
// cut, it resets every connection and refuses new ones (or leaves them unanswered); restored, it
// lets them through again. The test's own connection goes around the proxy, as another machine's
// would.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ERROR_CODE_HEADER } from '@portal/domain/live/live-destination';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_BANK_ACCOUNTS } from '../payments/sandbox-ach-provider';
import { CLAIM_LOCK } from '../live/outbox-queries';
import { asUser, json, passwordGrant, register, signedInLearner } from '../test/accounts';
import { learnerPayingByBank, LOTS_OF_SIGN_INS, PROGRAM_ID, sendJson } from '../test/enrolment';
import { connectLive, type LiveClient } from '../test/live-client';
import { startDatabaseProxy, type DatabaseProxy } from '../test/database-proxy';
import { startTestServer, type TestServer } from '../test/test-server';

/** How long a request may take to be answered while the database is gone. */
const ANSWER_BOUND_MS = 3_000;
/** What the pool waits for a connection here: the silent server is given up on after it. */
const CONNECT_TIMEOUT_MS = 500;
const BANK_ANSWER_SECONDS = 10;

let proxy: DatabaseProxy;
let server: TestServer;
let direct: pg.Client;
const clients: LiveClient[] = [];

beforeAll(async () => {
  proxy = await startDatabaseProxy(process.env.TEST_DATABASE_URL!);
  let directUrl = '';
  server = await startTestServer({
    withJobs: true,
    withRelay: true,
    sandboxBankAnswerSeconds: BANK_ANSWER_SECONDS,
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    // Sessions are checked from memory while endings can be heard (docs/performance.md).
    hearSessionEndings: () => undefined,
    reachDatabase: (url) => {
      directUrl = url;
      return { url: proxy.urlFor(url), connectTimeoutMs: CONNECT_TIMEOUT_MS };
    },
  });
  direct = new pg.Client({ connectionString: directUrl });
  await direct.connect();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.disconnect()));
  await proxy?.restore();
  await direct?.end();
  await server?.close();
  await proxy?.close();
});

const SERVICE_UNAVAILABLE = {
  global: [
    { code: 'SERVICE_UNAVAILABLE', message: 'Something went wrong. Please try again later.' },
  ],
};

/** The answer to a request, and how long it took. */
async function timed(request: Promise<Response>) {
  const started = Date.now();
  const response = await request;
  return { response, ms: Date.now() - started, body: await json(response).catch(() => null) };
}

const readiness = async () => (await json(await server.request('/readyz'))).status as string;

/** The learner's order as the learner reads it. */
const orderOf = async (learner: { token: string; orderId: string }) =>
  json(await server.request(`/ledger-api/orders/${learner.orderId}`, asUser(learner.token)));

/** Backends of this database waiting on a lock another transaction holds. */
async function waitingOnLocks() {
  const { rows } = await direct.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]!.n;
}

describe('PostgreSQL going away and coming back', () => {
  it('is answered 503 and not ready meanwhile, then everything carries on, nothing lost', async () => {
    // Before: a learner registered, ordered and asked for a bank transfer (all answered 2xx),
    // and listens for live updates.
    const learner = await learnerPayingByBank(server, SANDBOX_BANK_ACCOUNTS.settles);
    const live = connectLive(server, { token: learner.token });
    clients.push(live);
    await live.subscribe('orderEntity');
    // Another student's session, known live to the portal.
    const otherEmail = `${randomUUID()}@example.test`;
    const other = await signedInLearner(server, { email: otherEmail });
    expect((await server.request('/user-api/users', asUser(other.access_token))).status).toBe(200);

    // Another instance's relay is claiming events (it holds the claim lock) when the server goes
    // away: the event of the transfer, written and acknowledged now, is still undelivered then.
    await direct.query('begin');
    await direct.query('select pg_advisory_xact_lock($1)', [CLAIM_LOCK]);
    const posted = await learner.post();
    expect(await json(posted)).toMatchObject({ paymentResponseStatus: 'processing' });
    // When the server goes, a request is inside its transaction, waiting on the order's row, and
    // the job asking the bank about the transfer (its answer is due) on the payment's.
    await direct.query('select id from orders where id = $1 for update', [learner.orderId]);
    await direct.query('select id from payment_attempts where order_id = $1 for update', [
      learner.orderId,
    ]);
    const waiting = timed(
      sendJson(server, '/ledger-api/orders/degreeprogram', {
        token: learner.token,
        body: { degreeProgramId: PROGRAM_ID },
      }),
    );
    server.clock.advance(BANK_ANSWER_SECONDS * 1000);
    await server.jobs!.tick();
    await expect.poll(waitingOnLocks, { interval: 20 }).toBe(2);

    await proxy.cut();
    await direct.query('commit');

    const cutShort = await waiting;
    expect(cutShort.response.status).toBe(503);
    expect(cutShort.body).toEqual(SERVICE_UNAVAILABLE);
    expect((await server.request('/livez')).status).toBe(200);
    await expect.poll(readiness, { interval: 50 }).toBe('database-unavailable');
    expect((await server.request('/readyz')).status).toBe(503);

    // Every request that needs the database is told so, at once: a read, a sign-in, a sign-up.
    const newcomer = `${randomUUID()}@example.test`;
    for (const request of [
      server.request('/user-api/users', asUser(learner.token)),
      passwordGrant(server, { email: learner.email }),
      register(server, { email: newcomer }),
    ]) {
      const answer = await timed(request);
      expect(answer.response.status).toBe(503);
      expect(answer.body).toEqual(SERVICE_UNAVAILABLE);
      expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
    }
    // A live client connecting now is told to come back, not refused its session.
    const meanwhile = connectLive(server, { token: learner.token });
    clients.push(meanwhile);
    await meanwhile.closed;
    expect(meanwhile.errors.map((frame) => frame.headers[ERROR_CODE_HEADER])).toEqual([
      'SERVICE_UNAVAILABLE',
    ]);

    // The job's next slot: the schedule cannot queue it now (its timer logs, and tries again at
    // the next tick).
    server.clock.advance(BANK_ANSWER_SECONDS * 1000);
    await expect(server.jobs!.tick()).rejects.toThrow();

    // A server that answers nothing at all (an address nobody holds yet): still a bounded 503.
    await proxy.cut('silent');
    const unanswered = await timed(server.request('/user-api/users', asUser(learner.token)));
    expect(unanswered.response.status).toBe(503);
    expect(unanswered.ms).toBeLessThan(ANSWER_BOUND_MS);
    expect(await readiness()).toBe('database-unavailable');

    // Meanwhile another machine ends the other student's session: its notice cannot reach the
    // portal, which must not take the session as live from memory once the database is back.
    await direct.query(
      `update auth_sessions set revoked_at = now() where revoked_at is null
      and user_id = (select id from users where email = $1)`,
      [otherEmail],
    );

    await proxy.restore();
    await expect.poll(readiness, { interval: 50 }).toBe('ready');
    expect((await server.request('/user-api/users', asUser(other.access_token))).status).toBe(401);

    // The event written before the outage reaches the learner's open page.
    await expect
      .poll(() => live.messages.map((message) => message.subject), { interval: 20 })
      .toContain('orderEntity');
    // The schedule queues the job it could not, the job runs, and the learner hears of it.
    await server.jobs!.tick();
    await expect
      .poll(() => live.messages.map((m) => (m.body as { event?: string | null }).event), {
        interval: 20,
      })
      .toContain('ORDER_SUCCESS');
    expect(await orderOf(learner)).toMatchObject({ status: 'SUCCESS' });

    // Every connection lent when the server went came back to the pool, or was dropped from it
    // (the relay listens on a connection of its own, beside the pool).
    const pool = server.database.client as pg.Pool;
    await expect.poll(() => pool.totalCount - pool.idleCount).toBe(0);

    // The refused sign-up wrote nothing: it can be made now; the acknowledged ones are all there.
    expect((await register(server, { email: newcomer })).status).toBe(201);
    expect((await passwordGrant(server, { email: newcomer })).status).toBe(200);
    expect((await passwordGrant(server, { email: learner.email })).status).toBe(200);
  });
});
