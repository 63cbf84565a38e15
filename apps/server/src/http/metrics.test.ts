import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/accounts';
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
