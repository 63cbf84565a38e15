// PayPal's official server SDK drives the sandbox PayPal over real HTTP: the SDK sends what
// PayPal's clients send (no body on a capture, no PayPal-Request-Id unless given, Prefer only when
// asked) and reads the answers with PayPal's own models, so the sandbox speaks PayPal's protocol as
// PayPal's clients expect it, not only as our adapter reads it.
import { randomUUID } from 'node:crypto';
import {
  CheckoutPaymentIntent,
  Client,
  CustomError,
  Environment,
  OrdersController,
  PaymentsController,
  type Order,
} from '@paypal/paypal-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { SANDBOX_PAYPAL_PREFIX, sandboxPayPalRecords } from './sandbox-paypal-routes';

let server: TestServer;
let orders: OrdersController;
let payments: PaymentsController;

/** The host the SDK is built for; it has no setting for another one. */
const PAYPAL_SANDBOX_HOST = 'https://api-m.sandbox.paypal.com';

/** What the SDK's HTTP client (axios) hands an adapter, and what it needs back. */
interface AxiosRequest {
  url: string;
  method: string;
  headers: { toJSON(): Record<string, string> };
  data?: string;
}

/**
 * Sends the SDK's requests, as the SDK made them, to the sandbox instead of PayPal's host: only
 * the URL's origin changes.
 */
async function toSandbox(config: AxiosRequest) {
  const url = config.url.replace(PAYPAL_SANDBOX_HOST, `${server.baseUrl}${SANDBOX_PAYPAL_PREFIX}`);
  const response = await fetch(url, {
    method: config.method.toUpperCase(),
    headers: config.headers.toJSON(),
    body: config.data,
  });
  return {
    data: await response.text(),
    status: response.status,
    statusText: response.statusText,
    headers: Object.fromEntries(response.headers),
    config,
    request: {},
  };
}

beforeAll(async () => {
  server = await startTestServer();
  const client = new Client({
    environment: Environment.Sandbox,
    clientCredentialsAuthCredentials: {
      oAuthClientId: 'sandbox-client-id',
      oAuthClientSecret: 'sandbox-client-secret',
    },
    unstable_httpClientOptions: { adapter: toSandbox },
  });
  orders = new OrdersController(client);
  payments = new PaymentsController(client);
});
afterAll(async () => server?.close());

const purchase = {
  intent: CheckoutPaymentIntent.Capture,
  purchaseUnits: [{ amount: { currencyCode: 'USD', value: '69.45' } }],
};

/** The payer approves on the page the order's approve link opens. */
async function approve(order: Order) {
  const link = order.links!.find((l) => l.rel === 'approve')!;
  const page = await fetch(link.href);
  const action = /<form method="post" action="([^"]+)"/.exec(await page.text())![1]!;
  const chosen = await fetch(new URL(action, link.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'choice=approve',
    redirect: 'manual',
  });
  expect(chosen.status).toBe(200);
}

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CustomError);
  return error as CustomError;
}

describe("the sandbox PayPal, driven by PayPal's server SDK", () => {
  it('creates, approves and captures an order as the SDK calls it', async () => {
    const created = await orders.createOrder({ body: purchase });
    expect(created.statusCode).toBe(201);
    expect(created.result.status).toBe('CREATED');
    const id = created.result.id!;

    // Not approved yet: PayPal's error, which the SDK reads into its error model.
    const early = await refusal(orders.captureOrder({ id }));
    expect(early.statusCode).toBe(422);
    expect(early.result).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      debug_id: expect.any(String),
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
    });

    await approve(created.result);
    const approved = await orders.getOrder({ id });
    expect(approved.result.status).toBe('APPROVED');

    const captured = await orders.captureOrder({ id, prefer: 'return=representation' });
    expect(captured.statusCode).toBe(201);
    expect(captured.result.status).toBe('COMPLETED');
    const capture = captured.result.purchaseUnits?.[0]?.payments?.captures?.[0];
    expect(capture).toMatchObject({
      status: 'COMPLETED',
      amount: { currencyCode: 'USD', value: '69.45' },
    });
    expect(await sandboxPayPalRecords.captures(server.database.db, id)).toBe(1);
  });

  it('answers a minimal order unless the SDK asks for the representation', async () => {
    const created = await orders.createOrder({ body: purchase });
    expect(created.result.purchaseUnits).toBeUndefined();
    await approve(created.result);
    const captured = await orders.captureOrder({ id: created.result.id! });
    expect(captured.result).toMatchObject({ id: created.result.id, status: 'COMPLETED' });
    expect(captured.result.purchaseUnits).toBeUndefined();
  });

  it('replays a create and a capture sent again with the same PayPal-Request-Id', async () => {
    const createId = randomUUID();
    const created = await orders.createOrder({ body: purchase, paypalRequestId: createId });
    const again = await orders.createOrder({ body: purchase, paypalRequestId: createId });
    expect([created.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.result.id).toBe(created.result.id);

    const id = created.result.id!;
    await approve(created.result);
    const captureId = randomUUID();
    const first = await orders.captureOrder({ id, paypalRequestId: captureId });
    const replayed = await orders.captureOrder({ id, paypalRequestId: captureId });
    expect([first.statusCode, replayed.statusCode]).toEqual([201, 200]);
    expect(replayed.result.status).toBe('COMPLETED');
    expect(await sandboxPayPalRecords.captures(server.database.db, id)).toBe(1);

    const other = await refusal(orders.captureOrder({ id, paypalRequestId: randomUUID() }));
    expect(other.statusCode).toBe(422);
    expect(other.result?.details?.[0]?.issue).toBe('ORDER_ALREADY_CAPTURED');
  });

  it('refunds a capture as the SDK calls it: part, the rest by default, replayed, then refused', async () => {
    const created = await orders.createOrder({ body: purchase });
    await approve(created.result);
    const captured = await orders.captureOrder({
      id: created.result.id!,
      prefer: 'return=representation',
    });
    const captureId = captured.result.purchaseUnits![0]!.payments!.captures![0]!.id!;

    const part = await payments.refundCapturedPayment({
      captureId,
      prefer: 'return=representation',
      body: { amount: { currencyCode: 'USD', value: '9.45' } },
    });
    expect(part.statusCode).toBe(201);
    expect(part.result).toMatchObject({
      status: 'COMPLETED',
      amount: { currencyCode: 'USD', value: '9.45' },
    });

    // No amount: what is left of the capture, named by its PayPal-Request-Id.
    const requestId = randomUUID();
    const rest = await payments.refundCapturedPayment({ captureId, paypalRequestId: requestId });
    const replayed = await payments.refundCapturedPayment({
      captureId,
      paypalRequestId: requestId,
    });
    expect([rest.statusCode, replayed.statusCode]).toEqual([201, 200]);
    expect(replayed.result.id).toBe(rest.result.id);
    const read = await payments.getRefund({ refundId: rest.result.id! });
    expect(read.result).toMatchObject({
      status: 'COMPLETED',
      amount: { currencyCode: 'USD', value: '60.00' },
    });
    expect(await sandboxPayPalRecords.refundedCents(server.database.db, captureId)).toBe(6945);

    const more = await refusal(
      payments.refundCapturedPayment({
        captureId,
        body: { amount: { currencyCode: 'USD', value: '1.00' } },
      }),
    );
    expect(more.statusCode).toBe(422);
    expect(more.result?.details?.[0]?.issue).toBe('CAPTURE_FULLY_REFUNDED');
  });
});
