// The PayPal adapter's refunds (Payments v2) against the sandbox PayPal over real HTTP, as it
// would speak to PayPal: full, partial, more than is left, a retry, a lost answer, and a refund
// funded by eCheck that completes later.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseAtPayPal } from '../test/paypal';
import { startTestServer, type TestServer } from '../test/test-server';
import { ProviderTimeoutError, type PayPalProvider } from './payment-provider';
import { createPayPalProvider } from './paypal-provider';
import { ACH_ANSWER_AFTER_MS } from './sandbox-ach-provider';
import { SANDBOX_PAYPAL_PREFIX, sandboxPayPalRecords } from './sandbox-paypal-routes';

let server: TestServer;
let paypal: PayPalProvider;

beforeAll(async () => {
  server = await startTestServer();
  paypal = createPayPalProvider({
    baseUrl: () => `${server.baseUrl}${SANDBOX_PAYPAL_PREFIX}`,
    clientId: 'sandbox-client-id',
    clientSecret: 'sandbox-client-secret',
  });
});
afterAll(async () => server?.close());

const PRICE = 6945;

/** A checkout the payer approved and the adapter captured: its order id and capture id. */
async function captured() {
  const checkout = await paypal.createCheckout({
    requestId: randomUUID(),
    amountCents: PRICE,
    returnUrl: `${server.baseUrl}/payment/return`,
    cancelUrl: `${server.baseUrl}/payment/cancel`,
  });
  await chooseAtPayPal(server, checkout.approvalUrl, 'approve');
  const result = await paypal.capture({ requestId: randomUUID(), token: checkout.token });
  expect(result.status).toBe('CAPTURED');
  return { token: checkout.token, captureId: result.transactionId!, data: result.data };
}

const refundOf = (
  capture: Awaited<ReturnType<typeof captured>>,
  amountCents: number,
  requestId: string = randomUUID(),
) => ({ requestId, transactionId: capture.captureId, amountCents, data: capture.data });

const refunded = (captureId: string) =>
  sandboxPayPalRecords.refundedCents(server.database.db, captureId);

describe('PayPal refunds', () => {
  it('gives back the whole capture, then refuses another refund of it', async () => {
    const capture = await captured();
    const full = await paypal.refund(refundOf(capture, PRICE));
    expect(full).toMatchObject({
      status: 'REFUNDED',
      errorCode: null,
      data: { status: 'COMPLETED' },
    });
    expect(full.transactionId).toBe(full.data.refundId);
    const again = await paypal.refund(refundOf(capture, 100));
    expect(again).toMatchObject({
      status: 'FAILED',
      errorCode: 'REFUND_EXCEEDS_REMAINING',
      data: { issue: 'CAPTURE_FULLY_REFUNDED' },
    });
    expect(await refunded(capture.captureId)).toBe(PRICE);
  });

  it('gives back part, then refuses more than is left', async () => {
    const capture = await captured();
    expect((await paypal.refund(refundOf(capture, 1000))).status).toBe('REFUNDED');
    const over = await paypal.refund(refundOf(capture, PRICE - 999));
    expect(over).toMatchObject({
      status: 'FAILED',
      transactionId: null,
      errorCode: 'REFUND_EXCEEDS_REMAINING',
      data: { issue: 'REFUND_AMOUNT_EXCEEDED' },
    });
    expect((await paypal.refund(refundOf(capture, PRICE - 1000))).status).toBe('REFUNDED');
    expect(await refunded(capture.captureId)).toBe(PRICE);
  });

  it('answers a retry with the same request id with the first refund, and gives back once', async () => {
    const capture = await captured();
    const requestId = randomUUID();
    const first = await paypal.refund(refundOf(capture, 500, requestId));
    const again = await paypal.refund(refundOf(capture, 500, requestId));
    expect(again).toEqual(first);
    expect(await refunded(capture.captureId)).toBe(500);
  });

  it('refuses a capture PayPal does not know, moving nothing', async () => {
    const refusal = await paypal.refund({
      requestId: randomUUID(),
      transactionId: 'NOSUCHCAPTURE',
      amountCents: 100,
      data: null,
    });
    expect(refusal).toMatchObject({ status: 'FAILED', errorCode: 'PAYMENT_ERROR' });
  });

  it('tells a lost answer as a timeout; asking again with the same id answers the refund made', async () => {
    const capture = await captured();
    const requestId = randomUUID();
    const unreachable = createPayPalProvider({
      baseUrl: () => 'http://127.0.0.1:9',
      clientId: 'sandbox-client-id',
      clientSecret: 'sandbox-client-secret',
    });
    await expect(unreachable.refund(refundOf(capture, 700, requestId))).rejects.toBeInstanceOf(
      ProviderTimeoutError,
    );
    // The refund reached PayPal, but its answer was lost on the way back.
    const lost = await fetch(
      `${server.baseUrl}${SANDBOX_PAYPAL_PREFIX}/v2/payments/captures/${capture.captureId}/refund`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await bearer()}`,
          'Content-Type': 'application/json',
          'PayPal-Request-Id': requestId,
        },
        body: JSON.stringify({ amount: { currency_code: 'USD', value: '7.00' } }),
      },
    );
    expect(lost.status).toBe(201);
    const asked = await paypal.refund(refundOf(capture, 700, requestId));
    expect(asked.status).toBe('REFUNDED');
    expect(asked.transactionId).toBe(((await lost.json()) as { id: string }).id);
    expect(await refunded(capture.captureId)).toBe(700);
  });

  it('answers a refund funded by eCheck PENDING (PROCESSING), completed when it clears', async () => {
    const capture = await captured();
    await sandboxPayPalRecords.setEcheckRefunds(server.database.db, capture.token, true);
    const request = refundOf(capture, 1200);
    const pending = await paypal.refund(request);
    expect(pending).toMatchObject({ status: 'PROCESSING', data: { status: 'PENDING' } });
    const still = await paypal.refund({ ...request, previous: pending.data });
    expect(still).toEqual(pending);
    const before = server.clock.now();
    server.clock.advance(ACH_ANSWER_AFTER_MS);
    try {
      expect(await paypal.refund({ ...request, previous: pending.data })).toMatchObject({
        status: 'REFUNDED',
        transactionId: pending.transactionId,
      });
    } finally {
      server.clock.set(before);
    }
    expect(await refunded(capture.captureId)).toBe(1200);
  });
});

describe('the sandbox PayPal refund, as PayPal answers it', () => {
  it('gives back what is left when no amount is given, and a minimal answer unless asked', async () => {
    const capture = await captured();
    await paypal.refund(refundOf(capture, 945));
    const path = `/v2/payments/captures/${capture.captureId}/refund`;
    const answer = await fetch(`${server.baseUrl}${SANDBOX_PAYPAL_PREFIX}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await bearer()}`, 'PayPal-Request-Id': randomUUID() },
    });
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as { id: string; status: string; links: { rel: string }[] };
    expect(body).toEqual({ id: body.id, status: 'COMPLETED', links: expect.any(Array) });
    expect(body.links.map((link) => link.rel)).toEqual(['self', 'up']);
    const read = await fetch(
      `${server.baseUrl}${SANDBOX_PAYPAL_PREFIX}/v2/payments/refunds/${body.id}`,
      { headers: { Authorization: `Bearer ${await bearer()}` } },
    );
    expect(await read.json()).toMatchObject({
      id: body.id,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '60.00' },
    });
  });
});

async function bearer() {
  const basic = Buffer.from('sandbox-client-id:sandbox-client-secret').toString('base64');
  const token = await fetch(`${server.baseUrl}${SANDBOX_PAYPAL_PREFIX}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${basic}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return ((await token.json()) as { access_token: string }).access_token;
}
