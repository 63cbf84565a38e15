// The sandbox PayPal over real HTTP, spoken to as an Orders v2 client speaks to PayPal: what it
// answers must be what PayPal answers, so that the adapter is tested against PayPal's behaviour.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseAtPayPal } from '../test/paypal';
import { startTestServer, type TestServer } from '../test/test-server';
import { SANDBOX_PAYPAL_PREFIX, sandboxPayPalRecords } from './sandbox-paypal-routes';

let server: TestServer;
let bearer: string;

beforeAll(async () => {
  server = await startTestServer();
  const basic = Buffer.from('sandbox-client-id:sandbox-client-secret').toString('base64');
  const token = await fetch(`${server.baseUrl}${SANDBOX_PAYPAL_PREFIX}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${basic}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  bearer = ((await token.json()) as { access_token: string }).access_token;
});
afterAll(async () => server?.close());

interface Link {
  href: string;
  rel: string;
  method?: string;
}
interface Order {
  id: string;
  status: string;
  links: Link[];
  purchase_units?: { payments?: { captures?: { id: string; status: string }[] } }[];
}

/** One Orders v2 call, with only the headers given: nothing a PayPal client need not send. */
async function call(
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.baseUrl}${SANDBOX_PAYPAL_PREFIX}${path}`, {
    method,
    headers: { Authorization: `Bearer ${bearer}`, ...options.headers },
    body: options.body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const json = { 'Content-Type': 'application/json' };

const purchase = {
  intent: 'CAPTURE',
  purchase_units: [{ amount: { currency_code: 'USD', value: '69.45' } }],
};

/** An order the payer approves on the sandbox's page and is sent back from, as the portal makes. */
async function approvedOrder() {
  const created = await call('POST', '/v2/checkout/orders', {
    headers: json,
    body: JSON.stringify({
      ...purchase,
      payment_source: {
        paypal: {
          experience_context: {
            return_url: `${server.baseUrl}/payment/return`,
            cancel_url: `${server.baseUrl}/payment/cancel`,
          },
        },
      },
    }),
  });
  expect(created.status).toBe(201);
  const order = created.body as unknown as Order;
  expect(order.status).toBe('PAYER_ACTION_REQUIRED');
  const payerAction = order.links.find((link) => link.rel === 'payer-action')!;
  await chooseAtPayPal(server, payerAction.href, 'approve');
  return order;
}

/** PayPal's error format: name, message, debug id, the issue with its description, links. */
function expectPayPalError(body: Record<string, unknown>, name: string, issue: string) {
  expect(body).toMatchObject({
    name,
    message: expect.any(String),
    debug_id: expect.stringMatching(/^[0-9a-f]+$/),
    details: [{ issue, description: expect.any(String) }],
    links: [expect.objectContaining({ href: expect.any(String), rel: 'information_link' })],
  });
}

describe('the sandbox PayPal, as an Orders v2 client sees it', () => {
  it('creates an order without a payment source: 201 CREATED with an approve link, minimal', async () => {
    const created = await call('POST', '/v2/checkout/orders', {
      headers: json,
      body: JSON.stringify(purchase),
    });
    expect(created.status).toBe(201);
    // Without Prefer: return=representation, the id, the status and the links only.
    expect(Object.keys(created.body).sort()).toEqual(['id', 'links', 'status']);
    const order = created.body as unknown as Order;
    expect(order.status).toBe('CREATED');
    const approve = order.links.find((link) => link.rel === 'approve')!;
    expect(approve).toMatchObject({ method: 'GET' });
    expect(new URL(approve.href).searchParams.get('token')).toBe(order.id);
    const page = await server.request(
      new URL(approve.href).pathname + new URL(approve.href).search,
      {
        crossSite: true,
      },
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Approve payment');

    // Asked for, the full order: its amount, as it will be paid.
    const full = await call('GET', `/v2/checkout/orders/${order.id}`);
    expect(full.body).toMatchObject({
      id: order.id,
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: [{ amount: { currency_code: 'USD', value: '69.45' } }],
    });
  });

  it('takes PayPal-Request-Id as an idempotency key: 200 with the same order when it is sent again', async () => {
    const requestId = randomUUID();
    const send = () =>
      call('POST', '/v2/checkout/orders', {
        headers: { ...json, 'PayPal-Request-Id': requestId },
        body: JSON.stringify(purchase),
      });
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.id).toBe(first.body.id);
    // Without the header nothing is de-duplicated: each create is a new order.
    const one = await call('POST', '/v2/checkout/orders', {
      headers: json,
      body: JSON.stringify(purchase),
    });
    const two = await call('POST', '/v2/checkout/orders', {
      headers: json,
      body: JSON.stringify(purchase),
    });
    expect(one.body.id).not.toBe(two.body.id);
  });

  it('refuses a capture before the payer approved with 422 ORDER_NOT_APPROVED, whatever the body', async () => {
    const created = await call('POST', '/v2/checkout/orders', {
      headers: json,
      body: JSON.stringify(purchase),
    });
    const id = created.body.id as string;
    for (const request of [{ headers: json, body: '{}' }, { headers: json }, {}]) {
      const capture = await call('POST', `/v2/checkout/orders/${id}/capture`, request);
      expect(capture.status).toBe(422);
      expectPayPalError(capture.body, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    }
  });

  it('captures an approved order: 201, then 200 for the same PayPal-Request-Id, money moved once', async () => {
    const order = await approvedOrder();
    const requestId = randomUUID();
    const capture = () =>
      call('POST', `/v2/checkout/orders/${order.id}/capture`, {
        headers: { ...json, 'PayPal-Request-Id': requestId },
        body: '{}',
      });
    const first = await capture();
    expect(first.status).toBe(201);
    expect(Object.keys(first.body).sort()).toEqual(['id', 'links', 'status']);
    expect(first.body.status).toBe('COMPLETED');
    const again = await capture();
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: order.id, status: 'COMPLETED' });
    expect(await sandboxPayPalRecords.captures(server.database.db, order.id)).toBe(1);

    // Another request id captures nothing more.
    const other = await call('POST', `/v2/checkout/orders/${order.id}/capture`, {
      headers: json,
      body: '{}',
    });
    expect(other.status).toBe(422);
    expectPayPalError(other.body, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    expect(await sandboxPayPalRecords.captures(server.database.db, order.id)).toBe(1);
  });

  it('answers the full capture only to Prefer: return=representation', async () => {
    const order = await approvedOrder();
    const captured = await call('POST', `/v2/checkout/orders/${order.id}/capture`, {
      headers: { ...json, Prefer: 'return=representation' },
      body: '{}',
    });
    expect(captured.status).toBe(201);
    const full = captured.body as unknown as Order;
    expect(full).toMatchObject({ id: order.id, status: 'COMPLETED', intent: 'CAPTURE' });
    expect(full.purchase_units?.[0]?.payments?.captures).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '69.45' },
      }),
    ]);
  });

  it('needs a PayPal-Request-Id for an order paid as it is created (a vault id)', async () => {
    const charged = await call('POST', '/v2/checkout/orders', {
      headers: json,
      body: JSON.stringify({
        ...purchase,
        payment_source: { paypal: { vault_id: 'SBXVAULTNONE' } },
      }),
    });
    expect(charged.status).toBe(400);
    expectPayPalError(charged.body, 'INVALID_REQUEST', 'PAYPAL_REQUEST_ID_REQUIRED');
  });

  it('refuses what it cannot read in PayPal error format', async () => {
    const malformed = await call('POST', '/v2/checkout/orders', {
      headers: json,
      body: '{"intent":',
    });
    expect(malformed.status).toBe(400);
    expectPayPalError(malformed.body, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON');

    const invalid = await call('POST', '/v2/checkout/orders', {
      headers: json,
      body: JSON.stringify({ ...purchase, intent: 'SELL' }),
    });
    expect(invalid.status).toBe(400);
    expectPayPalError(invalid.body, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');

    const unknown = await call('GET', '/v2/checkout/orders/NOSUCHORDER');
    expect(unknown.status).toBe(404);
    expectPayPalError(unknown.body, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');

    const response = await fetch(`${server.baseUrl}${SANDBOX_PAYPAL_PREFIX}/v2/checkout/orders/X`, {
      headers: { Authorization: 'Bearer not-a-token' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      name: 'AUTHENTICATION_FAILURE',
      message: expect.any(String),
      debug_id: expect.any(String),
    });
  });
});
