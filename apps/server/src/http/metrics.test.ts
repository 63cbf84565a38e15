import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, signedInLearner } from '../test/accounts';
import { learnerWithOrder, payByCard } from '../test/enrolment';
import { connectLive, userIdOf } from '../test/live-client';
import { SANDBOX_CARDS } from '../payments/sandbox-card-provider';
import { startTestServer, type TestServer } from '../test/test-server';

const TOKEN = 'metrics-token-for-tests';

let open: TestServer;
let guarded: TestServer;

beforeAll(async () => {
  [open, guarded] = await Promise.all([
    startTestServer(),
    startTestServer({ metricsToken: TOKEN }),
  ]);
});
afterAll(async () => {
  await Promise.all([open?.close(), guarded?.close()]);
});

describe('/metrics', () => {
  it('counts requests by route pattern and status, beside the process metrics', async () => {
    await open.request('/catalog-api/categories');
    await open.request('/catalog-api/products/999999');
    const response = await open.request('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/catalog-api\/categories",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/catalog-api\/products\/:id",status_code="404"\} 1/,
    );
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('are for loopback clients only when no token is configured', async () => {
    const response = await open.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      global: [{ code: 'ACCESS_DENIED', message: 'Access denied' }],
    });
  });

  it.each(['X-Forwarded-For', 'Forwarded', 'X-Real-IP'])(
    'need the token for a request a proxy on this machine relayed (%s)',
    async (header) => {
      const response = await open.request('/metrics', { headers: { [header]: '203.0.113.9' } });
      expect(response.status).toBe(403);
    },
  );

  it('need the bearer token when one is configured, even from loopback', async () => {
    const without = await guarded.request('/metrics');
    expect(without.status).toBe(403);
    expect(await json(without)).toMatchObject({ global: [{ code: 'ACCESS_DENIED' }] });
    const wrong = await guarded.request('/metrics', { headers: { Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(403);
    const right = await guarded.request('/metrics', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('http_request_duration_seconds');
  });
});

describe("/metrics: the portal's own gauges", () => {
  const gauge = (text: string, name: string, labels = '') =>
    Number(new RegExp(`^${name}${labels.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);

  it('move with jobs, the outbox, live connections and mail, and name no one', async () => {
    // The job tables are made by a runner: one starts and stops beside the server read here.
    const runner = await startTestServer({ withJobs: true, sharing: open });
    await runner.close();
    const before = await (await open.request('/metrics')).text();
    expect(gauge(before, 'portal_outbox_lag_seconds')).toBe(0);
    expect(gauge(before, 'portal_live_connections')).toBe(0);
    const mailBefore = gauge(before, 'portal_mail_waiting');

    const email = `${randomUUID()}@example.test`;
    const { access_token: token } = await signedInLearner(open, { email });
    const live = connectLive(open, { token });
    await live.connected;
    const db = open.database.db;
    await db.execute(sql`insert into pgboss.job (name, state, data) values
      ('prune-outbox', 'created', '{}'), ('prune-outbox', 'failed', '{}'),
      ('prune-outbox', 'failed', '{}')`);
    await db.execute(sql`insert into outbox (tenant_id, user_id, subject, payload, created_at)
      values ('default', ${userIdOf(token)}, 'orders', '{}', now() - interval '90 seconds')`);
    await db.execute(sql`insert into mail_outbox (tenant_id, sender, recipients, subject, text_body, raw)
      values ('default', 'portal@example.test', array[${email}], 'Hello', 'Hello', 'Hello')`);

    const after = await (await open.request('/metrics')).text();
    expect(gauge(after, 'portal_jobs_waiting', '{queue="prune-outbox"}')).toBe(1);
    expect(gauge(after, 'portal_jobs_failed', '{queue="prune-outbox"}')).toBe(2);
    expect(gauge(after, 'portal_outbox_lag_seconds')).toBeGreaterThanOrEqual(90);
    expect(gauge(after, 'portal_live_connections')).toBe(1);
    expect(gauge(after, 'portal_mail_waiting')).toBe(mailBefore + 1);
    expect(after).not.toContain(email);
    expect(after).not.toContain(token);
    await live.disconnect();
  });

  it('count payment outcomes by method and outcome once recorded, without the card', async () => {
    const paid = (text: string, outcome: string) =>
      gauge(text, 'portal_payments_total', `{method="CREDIT_CARD",outcome="${outcome}"}`) || 0;
    const before = await (await open.request('/metrics')).text();
    const card = SANDBOX_CARDS.approved;
    expect(
      (await payByCard(open, await learnerWithOrder(open), { card: { creditCardNumber: card } }))
        .status,
    ).toBe(200);
    const declinedNumber = SANDBOX_CARDS.declined[50];
    expect(
      (
        await payByCard(open, await learnerWithOrder(open), {
          card: { creditCardNumber: declinedNumber },
        })
      ).status,
    ).not.toBe(200);
    const after = await (await open.request('/metrics')).text();
    expect(paid(after, 'CAPTURED') - paid(before, 'CAPTURED')).toBe(1);
    expect(paid(after, 'FAILED') - paid(before, 'FAILED')).toBe(1);
    expect(after).not.toContain(card);
    expect(after).not.toContain(declinedNumber);
  });
});
